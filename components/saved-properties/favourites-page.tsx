import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { SaleAndRentLinks } from '@/components/content/sale-and-rent-links';
import { SiteFrame } from '@/components/layout/site-frame';
import { propertyCardLabels } from '@/components/property/card-labels';
import { PropertyCard } from '@/components/property/property-card';
import { routing } from '@/i18n/routing';
import { moduleCardSizes } from '@/lib/images/slot-sizes';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { openFavouritesScript } from '@/lib/saved-properties/open-favourites-script';
import { staticAlternates } from '@/lib/seo/alternates';
import { FavouriteButton } from './favourite-button';
import { OpenStoredFavourites } from './open-stored-favourites';
import { savedCards } from './saved-cards';
import { ShareFavourites } from './share-favourites';
import { SharedListNotice } from './shared-list-notice';
import { FAVOURITES } from '@/lib/saved-properties/id-list';
import grid from '@/components/modules/property-list-module.module.css';
import styles from './favourites-page.module.css';

const PER_ROW = 3;

/**
 * The favourites page. With `?ids=` (the visitor's own list, opened by the page itself,
 * or a shared link) the server renders the cards as they are now: price, marquee (sold, rented),
 * and 'no longer available' for an id that left the snapshot; it works without JavaScript and is
 * the same for everyone who opens the same link. Without ids it is the static page that opens the
 * stored list, or says there is none.
 */
export async function FavouritesPage({ locale, ids }: { locale: SiteLocale; ids: readonly number[] }) {
  const t = await getTranslations({ locale });
  const path = localizedHref('/favourites', locale);
  const cards = savedCards(locale, ids, moduleCardSizes(PER_ROW));
  return (
    <SiteFrame locale={locale} alternates={staticAlternates(routing.locales, '/favourites')}>
      <PageHeader
        title={t('Favourites.title')}
        lead={t('Favourites.lead')}
        crumbs={[{ label: t('Common.home'), href: `/${locale}/` }, { label: t('Favourites.title') }]}
        breadcrumbLabel={t('Common.breadcrumb')}
      />
      <div className={`container ${styles.wrap}`}>
        {ids.length ? (
          <>
            <SharedListNotice
              ids={ids}
              saveable={cards.filter((c) => c.card).map((c) => c.id)}
              texts={{ lead: t('Favourites.sharedLead'), save: t('Favourites.saveShared'), saved: t('Favourites.savedShared') }}
            />
            <p className={styles.count} data-testid="favourites-total">
              {t('Favourites.count', { count: ids.length })}
            </p>
            <FavouriteCards locale={locale} cards={cards} />
          </>
        ) : (
          <>
            <script dangerouslySetInnerHTML={{ __html: openFavouritesScript(FAVOURITES.key) }} />
            <OpenStoredFavourites />
            <div className={styles.empty} data-testid="favourites-empty">
              <p>{t('Favourites.empty')}</p>
              <SaleAndRentLinks locale={locale} labels={{ forSale: t('Common.forSale'), forRent: t('Common.forRent') }} className={styles.links} />
            </div>
          </>
        )}
        <ShareFavourites path={path} texts={{ label: t('Favourites.shareLink'), copy: t('Favourites.share'), copied: t('Favourites.copied') }} />
      </div>
    </SiteFrame>
  );
}

async function FavouriteCards({ locale, cards }: { locale: SiteLocale; cards: ReturnType<typeof savedCards> }) {
  const [t, labels] = await Promise.all([getTranslations({ locale, namespace: 'Favourites' }), propertyCardLabels(locale)]);
  return (
    <ul className={grid.grid} style={{ '--per-row': PER_ROW } as React.CSSProperties} data-testid="favourites-list">
      {cards.map(({ id, card }, i) =>
        card ? (
          <li key={id}>
            <PropertyCard property={card} locale={locale} labels={labels} priority={i === 0} headingLevel="h2" />
          </li>
        ) : (
          <li key={id}>
            <article className={styles.gone} data-testid="favourite-unavailable">
              <FavouriteButton id={id} name={t('reference', { id })} />
              <h2 className={styles.goneTitle}>{t('unavailable')}</h2>
              <p>{t('unavailableText')}</p>
              <p className={styles.reference}>{t('reference', { id })}</p>
            </article>
          </li>
        ),
      )}
    </ul>
  );
}
