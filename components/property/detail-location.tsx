import type { Property } from '@/lib/catalogue/schemas';
import type { SiteLocale } from '@/lib/locale';
import { MAP_MESSAGE_TYPE, streetViewUrl, type MapMessage } from '@/lib/map/map-message';
import type { PropertyText } from './detail-text';
import { PropertyMap } from './property-map';
import styles from './property-detail.module.css';

/** Where a property or a project is: its id, coordinates and whether its address is public. */
export type Located = Pick<Property, 'ID' | 'Latitude' | 'Longitude' | 'PublishAddress'>;

/** The map (SPEC §7 message) and the street-view link; nothing without coordinates. */
export function DetailLocation({
  p,
  t,
  locale,
  title,
  price,
}: {
  p: Located;
  t: PropertyText;
  locale: SiteLocale;
  title: string;
  price: string;
}) {
  if (p.Latitude === null || p.Longitude === null) return null;
  const message: MapMessage = {
    type: MAP_MESSAGE_TYPE,
    propertyList: [{ ID: p.ID, Latitude: p.Latitude, Longitude: p.Longitude, title, price, url: null }],
    messageInfo: { language: locale, mapLabel: t('map.label'), tilesUnavailable: t('map.tilesUnavailable') },
    mapType: 'roadmap',
    customMarker: null,
    ignoreList: [],
  };
  return (
    <section className={`${styles.section} ${styles.screenOnly}`} aria-labelledby="location-title">
      <h2 id="location-title">{t('sections.location')}</h2>
      {!p.PublishAddress && <p className={styles.muted}>{t('map.approximate')}</p>}
      <PropertyMap message={message} title={t('map.title')} />
      {p.PublishAddress && (
        <p>
          <a href={streetViewUrl(p.Latitude, p.Longitude)} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {t('map.streetView')}
            <span aria-hidden="true"> ↗</span>
          </a>
        </p>
      )}
    </section>
  );
}
