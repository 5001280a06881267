import type { FormEvent } from 'react';
import { PropertyCard, type PropertyCardLabels } from '@/components/property/property-card';
import { formatEuro } from '@/lib/price';
import type { SiteLocale } from '@/lib/locale';
import type { ListItem } from '@/lib/listing/list-entries';
import { LIST_SORTS, listQueryParams, type ListPage, type ListQuery } from '@/lib/listing/list-query';
import styles from './list-view.module.css';

export type ListLabels = PropertyCardLabels & {
  filters: string;
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
};

export type ListOptions = {
  cities: { name: string; zip: string; count: number }[];
  types: { webId: number; name: string; count: number }[];
  prices: number[];
};

const BEDROOMS = [1, 2, 3, 4, 5];

function hrefFor(query: ListQuery, page: number): string {
  const params = listQueryParams({ ...query, page });
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/**
 * A property list with its filters and paging, rendered from a query and its result page.
 * Pure markup: the server renders it for the static page, the client island re-renders it when
 * the URL's query changes. The form is a plain GET form, so it also works without JavaScript.
 */
export function ListView({
  locale,
  query,
  result,
  options,
  labels,
  perRow,
  onSubmit,
}: {
  locale: SiteLocale;
  query: ListQuery;
  result: ListPage<ListItem>;
  options: ListOptions;
  labels: ListLabels;
  perRow: number;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const cityValue = query.city ? `${query.city.name}|${query.city.zip}` : '';
  return (
    <div className={styles.list}>
      <form method="get" className={styles.filters} onSubmit={onSubmit} aria-label={labels.filters} role="search">
        <label className={styles.field}>
          <span>{labels.city}</span>
          <select name="city" defaultValue={cityValue} key={`city-${cityValue}`}>
            <option value="">{labels.anyCity}</option>
            {options.cities.map((c) => (
              <option key={`${c.name}|${c.zip}`} value={`${c.name}|${c.zip}`}>
                {c.name} ({c.zip}) · {c.count}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{labels.type}</span>
          <select name="type" defaultValue={query.type ?? ''} key={`type-${query.type}`}>
            <option value="">{labels.anyType}</option>
            {options.types.map((t) => (
              <option key={t.webId} value={t.webId}>
                {t.name} · {t.count}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{labels.minPrice}</span>
          <select name="min" defaultValue={query.minPrice ?? ''} key={`min-${query.minPrice}`}>
            <option value="">{labels.noLimit}</option>
            {options.prices.map((p) => (
              <option key={p} value={p}>
                {formatEuro(p)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{labels.maxPrice}</span>
          <select name="max" defaultValue={query.maxPrice ?? ''} key={`max-${query.maxPrice}`}>
            <option value="">{labels.noLimit}</option>
            {options.prices.map((p) => (
              <option key={p} value={p}>
                {formatEuro(p)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{labels.bedrooms}</span>
          <select name="bedrooms" defaultValue={query.bedrooms ?? ''} key={`bed-${query.bedrooms}`}>
            <option value="">{labels.anyBedrooms}</option>
            {BEDROOMS.map((n) => (
              <option key={n} value={n}>
                {n}+
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{labels.sort}</span>
          <select name="sort" defaultValue={query.sort} key={`sort-${query.sort}`}>
            {LIST_SORTS.map((s) => (
              <option key={s} value={s}>
                {labels.sorts[s]}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.actions}>
          <button type="submit" className="button button-accent">
            {labels.apply}
          </button>
          <a href="?" className={styles.reset}>
            {labels.reset}
          </a>
        </div>
      </form>

      <p className={styles.summary} role="status" data-testid="list-summary">
        {labels.results.replace('{count}', String(result.total))}
      </p>

      {result.items.length === 0 ? (
        <p className={styles.empty} data-testid="no-results">
          {labels.noResults}
        </p>
      ) : (
        <ul className={styles.grid} style={{ '--per-row': perRow } as React.CSSProperties} data-testid="property-list">
          {result.items.map((item, i) => (
            <li key={item.id}>
              <PropertyCard property={item.card} locale={locale} labels={labels} priority={i < 2} />
            </li>
          ))}
        </ul>
      )}

      {result.pages > 1 && (
        <nav className={styles.pager} aria-label={labels.pagination}>
          {result.page > 1 ? (
            <a href={hrefFor(query, result.page - 1)} rel="prev" className="button button-outline">
              {labels.previous}
            </a>
          ) : (
            <span />
          )}
          <span data-testid="page-indicator">
            {labels.page.replace('{page}', String(result.page)).replace('{pages}', String(result.pages))}
          </span>
          {result.page < result.pages ? (
            <a href={hrefFor(query, result.page + 1)} rel="next" className="button button-outline">
              {labels.next}
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
