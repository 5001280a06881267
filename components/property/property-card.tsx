import { formatAddress } from '@/lib/address';
import { epcForProperty } from '@/lib/epc';
import type { SiteLocale } from '@/lib/locale';
import { PRICE_HIDING_MARQUEES } from '@/lib/marquee';
import { formatPrice } from '@/lib/price';
import { recordLang } from '@/lib/property/record-lang';
import { propertyCardHref, type PropertyCardData, type PropertyCardLabels } from '@/lib/property/card';
import { FavouriteButton } from '@/components/saved-properties/favourite-button';
import styles from './property-card.module.css';

/**
 * A property card of a list: photo, type, city, price, marquee badge, EPC label and the favourite heart. `country` is
 * the localized segment of a country sub-list ('belgie'): its cards link to the detail variant
 * with that segment (SPEC §2.2).
 */
export function PropertyCard({
  property: p,
  locale,
  labels,
  headingLevel = 'h3',
  priority = false,
  country = null,
}: {
  property: PropertyCardData;
  locale: SiteLocale;
  labels: PropertyCardLabels;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  country?: string | null;
}) {
  const href = propertyCardHref(p, locale, country);
  const priceOptions = { startingFromText: labels.startingFrom, ignoredMarquees: PRICE_HIDING_MARQUEES };
  const price = formatPrice(p, priceOptions) || labels.priceOnRequest;
  const previous = p.PriceLowered ? formatPrice({ ...p, Price: p.PriceLowered.previous }, priceOptions) : '';
  const address = formatAddress(p);
  const epc = epcForProperty(p);
  const title = p.TypeDescription?.trim() || p.MainTypeName;
  const lang = recordLang(p, locale);
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {p.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the optimizer's attributes, made on the server
          <img {...p.photo} alt="" loading={priority ? 'eager' : 'lazy'} className={styles.image} />
        ) : (
          <div className={styles.noImage} aria-hidden="true" />
        )}
        {p.Marquee && p.MarqueeName ? (
          <span className={styles.badge} lang={lang}>
            {p.MarqueeName}
          </span>
        ) : null}
        {previous ? <span className={`${styles.badge} ${styles.lowered}`}>{labels.priceLowered}</span> : null}
        <FavouriteButton id={p.ID} name={title} />
      </div>
      <div className={styles.body}>
        <p className={styles.type} lang={lang}>
          {p.MainTypeName} · {p.City}
        </p>
        <Heading className={styles.title} lang={lang}>
          <a href={href} className={styles.link}>
            {title}
          </a>
        </Heading>
        <p className={styles.address}>{address.streetLine ? `${address.streetLine}, ${address.cityLine}` : address.cityLine}</p>
        <div className={styles.footer}>
          <p className={styles.price}>
            {price}
            {previous && (
              <span className={styles.previous}>
                <span className="visually-hidden">{labels.previousPrice}: </span>
                <del>{previous}</del>
              </span>
            )}
          </p>
          {epc && (
            // An SVG label: nothing for the optimizer to do.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={epc.image}
              alt={labels.epc.replace('{label}', epc.label.replace('_plus', '+').replace('_sub', '-').toUpperCase())}
              width={56}
              height={28}
              loading="lazy"
              decoding="async"
              className={styles.epc}
            />
          )}
        </div>
      </div>
    </article>
  );
}
