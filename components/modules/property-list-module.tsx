import { getTranslations } from 'next-intl/server';
import { LandingLinks } from '@/components/listing/landing-links';
import { ListView, type ListLabels } from '@/components/listing/list-view';
import { propertyCardLabels } from '@/components/property/card-labels';
import { PropertyCard } from '@/components/property/property-card';
import { listCardSizes, moduleCardSizes } from '@/lib/images/slot-sizes';
import { getPropertyList, getPropertyListItems, type PropertyList } from '@/lib/catalogue';
import type { PageModule } from '@/lib/content/menu-schema';
import type { SiteLocale } from '@/lib/locale';
import { listCountrySegment } from '@/lib/listing/list-country';
import { listItemOf } from '@/lib/listing/list-entries';
import { listOptionsFor } from '@/lib/listing/list-options';
import { LIST_PAGE_SIZE } from '@/lib/listing/list-page-result';
import { applyListQuery, EMPTY_LIST_QUERY, type ListQuery } from '@/lib/listing/list-query';
import { getSiteConfig } from '@/lib/content/site';
import { localizedHref } from '@/lib/routes';
import { ModuleHeading } from './module-heading';
import styles from './property-list-module.module.css';


/** The list a page shows: its path and the query of its URL (lib/listing/list-pages). */
export type ListRequest = { path: string; query: ListQuery };

const goalPathOf = (list: PropertyList | undefined) => (list?.goal === 1 ? '/for-rent' : '/for-sale');

async function labelsFor(locale: SiteLocale): Promise<ListLabels> {
  const [t, card] = await Promise.all([getTranslations({ locale }), propertyCardLabels(locale)]);
  return {
    ...card,
    filters: t('Listing.filters'),
    filtersButton: t.raw('Listing.filtersButton') as string,
    sheet: {
      close: t('Listing.closeFilters'),
      showNone: t('Listing.showNone'),
      showOne: t('Listing.showOne'),
      showOther: t.raw('Listing.showOther') as string,
    },
    city: t('Listing.city'),
    anyCity: t('Listing.anyCity'),
    type: t('Listing.type'),
    anyType: t('Listing.anyType'),
    minPrice: t('Listing.minPrice'),
    maxPrice: t('Listing.maxPrice'),
    noLimit: t('Listing.noLimit'),
    bedrooms: t('Listing.bedrooms'),
    anyBedrooms: t('Listing.anyBedrooms'),
    sort: t('Listing.sort'),
    sorts: { newest: t('Listing.sortNewest'), 'price-asc': t('Listing.sortPriceAsc'), 'price-desc': t('Listing.sortPriceDesc') },
    apply: t('Listing.apply'),
    reset: t('Listing.reset'),
    results: t.raw('Listing.results') as string,
    page: t.raw('Listing.page') as string,
    pagination: t('Listing.pagination'),
    previous: t('Listing.previous'),
    next: t('Listing.next'),
    noResults: t('Errors.noResults'),
    area: t('Listing.map.area'),
    removeArea: t('Listing.map.removeArea'),
    removeAreaLabel: t('Listing.map.removeAreaLabel'),
    map: {
      showMap: t('Listing.map.showMap'),
      hideMap: t('Listing.map.hideMap'),
      region: t('Listing.map.region'),
      loading: t('Listing.map.loading'),
      searchArea: t('Listing.map.searchArea'),
      cluster: t.raw('Listing.map.cluster') as string,
      zoomIn: t('Listing.map.zoomIn'),
      zoomOut: t('Listing.map.zoomOut'),
      closeCard: t('Listing.map.closeCard'),
      onMap: t.raw('Listing.map.onMap') as string,
      markersFailed: t('Listing.map.markersFailed'),
      tilesUnavailable: t('Property.map.tilesUnavailable'),
    },
  };
}

/** The cards' heading level: under the module's title when it shows one, else right under the page's h1. */
function cardHeadingFor(module: PageModule): 'h2' | 'h3' {
  return module.title.public && module.titleSize === 'h2' ? 'h3' : 'h2';
}

/**
 * A property-list module (SPEC §2.3 relation ids 1, 2, 3, 16, 17, 20, 21). A list with a
 * `maxItems` limit (home 'Nouveaux biens': 4 per row, at most 4) is a plain grid; the others are
 * full listings with filters and paging that live in the URL, rendered on the server for the
 * page's `request` (no client code: lib/listing/list-pages). `first`: the module opens the page, so
 * its first card's photo is in the first screen (not lazy).
 */
export async function PropertyListModule({
  module,
  locale,
  request,
  first = false,
}: {
  module: PageModule;
  locale: SiteLocale;
  request: ListRequest | null;
  first?: boolean;
}) {
  const list = getPropertyList(module.relations.id);
  const labels = await labelsFor(locale);
  const perRow = module.numberItemOfRow;
  const photoSizes = module.maxItems !== null ? moduleCardSizes(perRow) : listCardSizes(perRow);
  const items = getPropertyListItems(locale, module.relations.id).map((p) => listItemOf(p, photoSizes));

  if (module.maxItems !== null) {
    const shown = items.slice(0, module.maxItems);
    return (
      <div data-list-id={module.relations.id}>
        <ModuleHeading module={module} locale={locale} />
        <ul className={styles.grid} style={{ '--per-row': perRow } as React.CSSProperties} data-testid="property-list">
          {shown.map((item, i) => (
            <li key={item.id}>
              <PropertyCard property={item.card} locale={locale} labels={labels} headingLevel={cardHeadingFor(module)} priority={first && i === 0} />
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <a href={localizedHref(goalPathOf(list), locale)} className="button button-outline">
            {(await getTranslations({ locale }))('Modules.viewAll')}
          </a>
        </p>
      </div>
    );
  }

  // A full list placed on another page (no request of its own) shows its first page and sends its
  // filters and pages to the sale or rent list.
  const { path, query } = request ?? { path: localizedHref(goalPathOf(list), locale), query: EMPTY_LIST_QUERY };
  return (
    <div data-list-id={module.relations.id}>
      <ModuleHeading module={module} locale={locale} />
      <ListView
        locale={locale}
        path={path}
        query={query}
        result={applyListQuery(items, query, LIST_PAGE_SIZE)}
        options={listOptionsFor(locale, items, list?.goal ?? null)}
        labels={labels}
        perRow={perRow}
        cardHeading={cardHeadingFor(module)}
        country={listCountrySegment(list, locale)}
        listId={module.relations.id}
        tiles={getSiteConfig().map}
      />
      {list && list.goal !== null && !list.country && <LandingLinks goal={list.goal === 1 ? 'rent' : 'sale'} locale={locale} />}
    </div>
  );
}
