/**
 * The property detail page shared by the for-sale and for-rent routes: canonical-path
 * redirects, hreflang alternates, and the page itself. Server component; the gallery, the map and
 * the print button are the only client islands, plus the one form of the 'contact the agency'
 * block (./detail-forms: `request` is the request open in it).
 */
import { phoneLink } from '@/lib/phone';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { currentLocale } from '@/i18n/current-locale';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { SiteFrame } from '@/components/layout/site-frame';
import { routing } from '@/i18n/routing';
import { formatAddress } from '@/lib/address';
import { getPriceHistory, getProperties, getProperty, getTypeKind, MARQUEE, type Property } from '@/lib/catalogue';
import { PRICE_HIDING_MARQUEES } from '@/lib/marquee';
import { formatDate } from '@/lib/dates';
import { priceLowering } from '@/lib/property/price-change';
import { recordLang } from '@/lib/property/record-lang';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import { formatPrice } from '@/lib/price';
import {
  belongsToCountryList,
  canonicalPropertyPath,
  countryListPath,
  countryVariantPath,
  detailParamsOf,
  detailRedirectTarget,
  variantParamsOf,
  type CountrySegment,
  type DetailParams,
} from '@/lib/property/detail-paths';
import { offeredLanguages } from '@/lib/content/languages';
import { menuPageAt } from '@/lib/content/menu';
import type { MenuPage } from '@/lib/content/menu-schema';
import { anyText } from '@/lib/content/translations';
import { goalOf, type PropertyGoal } from '@/lib/property-url';
import { localizedHref } from '@/lib/routes';
import { alternatesOf } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { jsonLdText, propertyJsonLd } from '@/lib/property/json-ld';
import { cleanDescription } from '@/lib/text';
import { formatAddressLine } from '@/lib/address';
import { AgentCard, AnnuityBlock, Documents, PointsOfInterest, PropertyMedia } from './detail-extras';
import { Description, DetailGroups, KeyFacts, LegalMentions, RenovationNotice } from './detail-facts';
import { propertyText } from './detail-text';
import type { PropertyFormKind } from '@/lib/forms/leads/registry';
import { ContactAgency, DetailActions, requestKindsOf } from './detail-forms';
import { DetailGallery } from './detail-gallery';
import { DetailLocation } from './detail-location';
import { SimilarProperties } from './similar-properties';
import { RenovationSection } from '@/components/renovation/renovation-section';
import { FavouriteButton } from '@/components/saved-properties/favourite-button';
import { RecentlyViewedStrip } from '@/components/saved-properties/recently-viewed-strip';
import { getSiteConfig } from '@/lib/content/site';
import { PageViewBeacon } from './page-view-beacon';
import { PrintButton } from './print-button';
import { propertyCostInputs, PurchaseCostBlock, showsPurchaseCosts } from './purchase-costs';
import styles from './property-detail.module.css';

export type DetailRouteProps = { params: Promise<DetailParams> };

/**
 * Every property of the goal in the route's language, by its canonical slugs; with a country,
 * the properties of that country sub-list by their country-variant slugs.
 */
export function detailStaticParams(goal: PropertyGoal, locale: string, country?: CountrySegment): DetailParams[] {
  if (!isSiteLocale(locale)) return [];
  return getProperties(locale)
    .filter((p) => (country ? belongsToCountryList(p, goal, country) : goalOf(p.Goal) === goal))
    .map((p) => (country ? variantParamsOf(p, locale) : detailParamsOf(p, locale)))
    .filter((x): x is DetailParams => x !== null);
}

function alternatesFor(p: Property) {
  return alternatesOf(routing.locales, (l) => {
    const other = getProperty(l, p.ID);
    return other ? canonicalPropertyPath(other, l) : null;
  });
}

/**
 * Loads the property; unknown id → 404 (components/property/property-not-found.tsx); any other
 * path than the canonical one → 308 to it. The country variant keeps its form when the property
 * is in that country's sub-list (wrong slugs → the right variant path), else goes to the canonical path.
 */
async function load(goal: PropertyGoal, props: DetailRouteProps, country?: CountrySegment) {
  const locale = await currentLocale();
  const params = await props.params;
  const p = /^\d+$/.test(params.id) ? getProperty(locale, params.id) : undefined;
  if (!p) notFound();
  const target = detailRedirectTarget(p, locale, goal, params, country);
  if (target) permanentRedirect(target);
  return { locale, p };
}

const titleOf = (p: Property) => p.TypeDescription.trim() || p.MainTypeName;

/** Metadata of both forms: the variant's canonical link and hreflang point at the plain detail URLs. */
export async function detailMetadata(goal: PropertyGoal, props: DetailRouteProps, country?: CountrySegment): Promise<Metadata> {
  const { locale, p } = await load(goal, props, country);
  const t = await getTranslations({ locale });
  const price = formatPrice(p, { startingFromText: t('STARTING_FROM'), ignoredMarquees: PRICE_HIDING_MARQUEES });
  const title = [titleOf(p), p.City, price].filter(Boolean).join(' · ');
  return pageMetadata(
    { title, description: cleanDescription(p.Description, 160), image: p.Pictures[0]?.Url ?? p.SmallPictureItem?.Url },
    locale,
    alternatesFor(p),
  );
}

export async function PropertyDetail({
  goal,
  props,
  country,
  request,
}: {
  goal: PropertyGoal;
  props: DetailRouteProps;
  country?: CountrySegment;
  request?: PropertyFormKind;
}) {
  const { locale, p } = await load(goal, props, country);
  const [t, common] = await Promise.all([propertyText(locale), getTranslations({ locale })]);
  const title = titleOf(p);
  const listPath = goal === 'sale' ? '/for-sale' : '/for-rent';
  const priceOptions = { startingFromText: common('STARTING_FROM'), ignoredMarquees: PRICE_HIDING_MARQUEES };
  const price = formatPrice(p, priceOptions) || t('priceOnRequest');
  const lowering = priceLowering(getPriceHistory(p.ID));
  const previousPrice = lowering ? formatPrice({ ...p, Price: lowering.previous }, priceOptions) : '';
  const address = formatAddress(p);
  const path = canonicalPropertyPath(p, locale);
  const unavailable = p.Marquee === MARQUEE.SOLD_OR_RENTED;
  const forms = requestKindsOf(p, goal);
  const site = getSiteConfig();
  const agency = site.agency;
  const listLabel = common(goal === 'sale' ? 'Common.forSale' : 'Common.forRent');
  // Breadcrumb (SPEC §2.2): the list, the country sub-list when reached by its variant, the title.
  const countryPath = country ? countryListPath(goal, country) : null;
  const countryPage = countryPath ? menuPageAt(countryPath) : undefined;
  // A page of the route table: there in every language, its title falling back (lib/content/translations).
  const countryTitle = (page: MenuPage, l: SiteLocale) => {
    const shown = anyText(page.params.title, l, offeredLanguages().defaultLocale);
    return { label: shown.text, lang: shown.lang };
  };
  const crumbs = [
    { label: common('Common.home'), href: `/${locale}/` },
    { label: listLabel, href: localizedHref(listPath, locale) },
    ...(countryPath && countryPage ? [{ ...countryTitle(countryPage, locale), href: localizedHref(countryPath, locale) }] : []),
    { label: title, href: country ? countryVariantPath(p, locale) : path },
  ];
  const jsonLd = propertyJsonLd(p, {
    url: path,
    siteUrl: site.siteUrl,
    address: formatAddressLine(p),
    kind: getTypeKind(p.WebID),
    crumbs: crumbs.map((c) => ({ name: c.label, url: c.href })),
  });
  const lang = recordLang(p, locale);

  return (
    <SiteFrame locale={locale} alternates={alternatesFor(p)} currentPath={countryPath ?? listPath}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <article className={styles.page} data-testid="property-detail">
        <div className="container">
          <div className={styles.screenOnly}>
            <Breadcrumb label={common('Common.breadcrumb')} crumbs={crumbs} />
          </div>
          {unavailable && (
            <p className={styles.banner} role="status" data-testid="property-unavailable">
              {common(goal === 'sale' ? 'Errors.propertySold' : 'Errors.propertyRented')}
            </p>
          )}
          <header className={styles.head}>
            <div>
              <p className={styles.eyebrow} lang={lang}>
                {p.MainTypeName} · {p.City}
                {p.Marquee && p.MarqueeName ? <span className={styles.badge}>{p.MarqueeName}</span> : null}
              </p>
              <h1 className={styles.title} lang={lang}>
                {title}
              </h1>
              <p className={styles.address} data-testid="property-address">
                {address.streetLine && <span>{address.streetLine}, </span>}
                <span>{address.cityLine}</span>
              </p>
            </div>
            <div className={styles.priceBox}>
              <p className={styles.price} data-testid="property-price">
                {price}
              </p>
              {lowering && previousPrice && (
                <p className={styles.lowered} data-testid="price-lowered">
                  <strong>{t('priceLowered')}</strong>{' '}
                  {t('priceLoweredSince', { date: formatDate(lowering.since), price: previousPrice })}
                </p>
              )}
              <p className={styles.muted}>
                {p.RecordFile && `${t('reference')}: ${p.RecordFile} · `}ID {p.ID}
              </p>
              <div className={styles.headActions}>
                <FavouriteButton id={p.ID} labelled />
                <PrintButton label={t('print')} className={styles.printButton ?? ''} />
              </div>
            </div>
          </header>
          <DetailGallery p={p} t={t} title={title} />
          <div className={styles.layout}>
            <div className={styles.main}>
              <KeyFacts p={p} t={t} />
              <RenovationNotice p={p} t={t} locale={locale} />
              <RenovationSection p={p} locale={locale} page={path} />
              <Description p={p} t={t} lang={lang} />
              <DetailGroups p={p} t={t} lang={lang} />
              <LegalMentions p={p} t={t} lang={lang} />
              {goal === 'sale' && showsPurchaseCosts(p, unavailable) && (
                <PurchaseCostBlock p={p} locale={locale} inputs={propertyCostInputs(p)} />
              )}
              <AnnuityBlock p={p} t={t} />
              <PropertyMedia p={p} t={t} title={title} />
              <Documents p={p} t={t} />
              <DetailLocation p={p} t={t} locale={locale} title={title} price={price} />
              <PointsOfInterest p={p} t={t} />
            </div>
            <aside className={styles.side}>
              <div className={styles.sticky}>
                <AgentCard p={p} t={t} />
                <DetailActions forms={forms} t={t} title={t('sections.actions')} />
                <div className={styles.printOnly}>
                  <p className={styles.agentName}>{agency.name}</p>
                  <p>
                    {agency.street}, {agency.zip} {agency.city[locale]}
                  </p>
                  <p>
                    {phoneLink(agency.phone).text} · {agency.email}
                  </p>
                  <p>BIV/IPI {agency.bivNumber}</p>
                  <p className={styles.muted}>
                    {t('printedFrom')} {path}
                  </p>
                </div>
              </div>
            </aside>
          </div>
          <ContactAgency p={p} goal={goal} locale={locale} t={t} open={request} />
          <SimilarProperties p={p} locale={locale} />
          <RecentlyViewedStrip locale={locale} currentId={p.ID} />
        </div>
      </article>
      <PageViewBeacon propertyId={p.ID} locale={locale} />
    </SiteFrame>
  );
}
