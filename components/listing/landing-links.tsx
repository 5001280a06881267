import { getTranslations } from 'next-intl/server';
import { landingHref, landingPages, type LandingGoal } from '@/lib/listing/landing-pages';
import type { SiteLocale } from '@/lib/locale';
import styles from './landing.module.css';

/** Under the sale or rent list: a link to each landing page of that goal (one type in one town), so crawlers find them. */
export async function LandingLinks({ goal, locale }: { goal: LandingGoal; locale: SiteLocale }) {
  const landings = landingPages(locale, goal);
  if (landings.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Landing' });
  return (
    <nav className={styles.more} aria-labelledby="landing-links-title">
      <h2 id="landing-links-title">{t('byTypeAndCity')}</h2>
      <ul className={styles.links}>
        {landings.map((l) => (
          <li key={landingHref(l, locale)}>
            <a href={landingHref(l, locale)}>
              {t('link', { type: l.typeName, city: l.city.name, count: l.properties.length })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
