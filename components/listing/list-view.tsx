import type { PropertyCardLabels } from '@/lib/property/card';
import { Pager } from './pager';
import { formatEuro } from '@/lib/price';
import type { SiteLocale } from '@/lib/locale';
import type { ListItem } from '@/lib/listing/list-entries';
import type { ListOptions } from '@/lib/listing/list-options';
import { activeFilterCount, boundsParam, LIST_SORTS, listQueryHref, type ListPage, type ListQuery } from '@/lib/listing/list-query';
import { LIST_PAGE_SIZE } from '@/lib/listing/list-page-result';
import { listMarkersUrl } from '@/lib/listing/list-markers';
import type { SiteConfig } from '@/lib/content/site-schema';
import type { FilterSheetLabels } from './filter-sheet';
import { FilterToggle } from './filter-toggle';
import type { ListMapTexts } from './list-map';
import { MapSearch, type MapSearchTexts } from './map-search';
import { PropertyGrid } from './property-grid';
import styles from './list-view.module.css';

export type ListLabels = PropertyCardLabels & {
  filters: string;
  filtersButton: string; // 'Filters ({count})'
  sheet: Omit<FilterSheetLabels, 'title' | 'reset' | 'apply'>;
  city: string;
  anyCity: string;
  type: string;
  anyType: string;
  minPrice: string;
  maxPrice: string;
  noLimit: string;
  bedrooms: string;
  anyBedrooms: string;
  sort: string;
  sorts: Record<ListQuery['sort'], string>;
  apply: string;
  reset: string;
  results: string; // '{count} properties'
  page: string; // 'Page {page}/{pages}'
  pagination: string;
  previous: string;
  next: string;
  noResults: string;
  area: string;
  removeArea: string;
  removeAreaLabel: string;
  map: MapSearchTexts & ListMapTexts;
};

const BEDROOMS = [1, 2, 3, 4, 5];

type Choice = { value: string | number; label: string };

/** One filter: a labelled select, re-mounted when the URL's value changes so it shows that value. */
function FilterSelect({
  name,
  label,
  value,
  options,
  className,
}: {
  name: string;
  label: string;
  value: string | number;
  options: Choice[];
  className?: string;
}) {
  return (
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <span>{label}</span>
      <select name={name} defaultValue={value} key={`${name}-${value}`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A property list with its filters and paging, rendered on the server from the URL's query and
 * its result page (lib/listing/list-pages). The filter form is a plain GET form and the pages are
 * links, so both work without JavaScript and a crawler reaches every page; `<link rel=prev/next>`
 * (hoisted into the head by React) say the same. On a phone the form folds behind a 'Filters (n)'
 * summary beside the sort, so the first property shows in the first screen; with JavaScript the
 * summary opens the form in a sheet with a live count (./filter-toggle).
 */
export function ListView({
  locale,
  path,
  query,
  result,
  options,
  labels,
  perRow,
  cardHeading,
  country = null,
  listId,
  tiles,
}: {
  locale: SiteLocale;
  /** The list page's own path ('/nl/te-koop/'). */
  path: string;
  query: ListQuery;
  result: ListPage<ListItem>;
  options: ListOptions;
  labels: ListLabels;
  perRow: number;
  /** The level of the cards' headings: below the list's own heading. */
  cardHeading: 'h2' | 'h3';
  /** The localized country segment of a country sub-list: cards link to the detail variant. */
  country?: string | null;
  /** The list's id (data/property-lists.json): the filter sheet counts over its entries
   * (app/api/list-entries) and its map markers come from app/api/list-markers. */
  listId: number;
  tiles: SiteConfig['map'];
}) {
  const previous = result.page > 1 ? listQueryHref(path, { ...query, page: result.page - 1 }) : null;
  const next = result.page < result.pages ? listQueryHref(path, { ...query, page: result.page + 1 }) : null;
  const cityValue = query.city ? `${query.city.name}|${query.city.zip}` : '';
  const prices = options.prices.map((p) => ({ value: p, label: formatEuro(p) }));
  const activeFilters = activeFilterCount(query);
  return (
    <div className={styles.list}>
      <details className={styles.fold}>
        <FilterToggle
          className={styles.toggle}
          label={labels.filtersButton.replace('{count}', String(activeFilters))}
          active={activeFilters > 0}
          sheet={{
            labels: { ...labels.sheet, title: labels.filters, reset: labels.reset, apply: labels.apply },
            resetHref: path,
            entriesUrl: `/api/list-entries/?locale=${locale}&list=${listId}`,
            initialCount: result.total,
          }}
        />
        <form method="get" action={path} className={styles.filters} aria-label={labels.filters} role="search">
          <FilterSelect
            name="city"
            label={labels.city}
            value={cityValue}
            options={[
              { value: '', label: labels.anyCity },
              ...options.cities.map((c) => ({ value: `${c.name}|${c.zip}`, label: `${c.name} (${c.zip}) · ${c.count}` })),
            ]}
          />
          <FilterSelect
            name="type"
            label={labels.type}
            value={query.type ?? ''}
            options={[{ value: '', label: labels.anyType }, ...options.types.map((t) => ({ value: t.webId, label: `${t.name} · ${t.count}` }))]}
          />
          <FilterSelect name="min" label={labels.minPrice} value={query.minPrice ?? ''} options={[{ value: '', label: labels.noLimit }, ...prices]} />
          <FilterSelect name="max" label={labels.maxPrice} value={query.maxPrice ?? ''} options={[{ value: '', label: labels.noLimit }, ...prices]} />
          <FilterSelect
            name="bedrooms"
            label={labels.bedrooms}
            value={query.bedrooms ?? ''}
            options={[{ value: '', label: labels.anyBedrooms }, ...BEDROOMS.map((n) => ({ value: n, label: `${n}+` }))]}
          />
          <FilterSelect
            name="sort"
            label={labels.sort}
            value={query.sort}
            options={LIST_SORTS.map((s) => ({ value: s, label: labels.sorts[s] }))}
            className={styles.sortField}
          />
          {query.bounds && <input type="hidden" name="bounds" value={boundsParam(query.bounds)} />}
          <div className={styles.actions} data-filter-actions>
            <button type="submit" className="button button-accent">
              {labels.apply}
            </button>
            <a href={path} className={styles.reset}>
              {labels.reset}
            </a>
          </div>
        </form>
      </details>

      {query.bounds && (
        <p className={styles.area} data-testid="map-area">
          {labels.area}
          <a href={listQueryHref(path, { ...query, bounds: null, page: 1 })} aria-label={labels.removeAreaLabel}>
            {labels.removeArea}
          </a>
        </p>
      )}

      <MapSearch
        texts={labels.map}
        summary={
          <p className={styles.summary} role="status" data-testid="list-summary">
            {labels.results.replace('{count}', String(result.total))}
          </p>
        }
        map={{
          markersUrl: listMarkersUrl(locale, listId, query),
          path,
          query,
          tiles: { tileUrl: tiles.tileUrl, attribution: tiles.attribution },
          texts: labels.map,
        }}
      >
        {result.items.length === 0 ? (
          <p className={styles.empty} data-testid="no-results">
            {labels.noResults}
          </p>
        ) : (
          <PropertyGrid
            cards={result.items.map((item) => item.card)}
            locale={locale}
            labels={labels}
            perRow={perRow}
            cardHeading={cardHeading}
            country={country}
            first={(result.page - 1) * LIST_PAGE_SIZE + 1}
          />
        )}

        <Pager page={result.page} pages={result.pages} previous={previous} next={next} labels={labels} />
      </MapSearch>
    </div>
  );
}
