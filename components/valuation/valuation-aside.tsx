import { phoneLink } from '@/lib/phone';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getSiteConfig } from '@/lib/content/site';
import type { SiteConfig } from '@/lib/content/site-schema';
import type { SiteLocale } from '@/lib/locale';
import styles from './valuation.module.css';

const CHECK = 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4z';

type Point = SiteConfig['valuation']['offers'][number];

/** A list of points, each a title and a sentence after its marker (a tick, a step's number). */
function Points({ as: List, points, locale, marker }: { as: 'ul' | 'ol'; points: Point[]; locale: SiteLocale; marker: (i: number) => ReactNode }) {
  return (
    <List className={styles.points}>
      {points.map((point, i) => (
        <li key={i}>
          {marker(i)}
          <span>
            <strong className={styles.pointTitle}>{point.title[locale]}</strong>
            <span className={styles.pointText}>{point.text[locale]}</span>
          </span>
        </li>
      ))}
    </List>
  );
}

function Block({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={`valuation-${name}-title`} data-testid={`valuation-${name}`}>
      <h2 id={`valuation-${name}-title`} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Beside the valuation form (below it on a phone): what the agency offers sellers and how a
 * valuation goes (data/site.json `valuation`, which staff edit). A block with nothing to show is
 * left out.
 */
export async function ValuationAside({ locale }: { locale: SiteLocale }) {
  const t = await getTranslations({ locale, namespace: 'Pages.valuation' });
  const { valuation, agency } = getSiteConfig();
  return (
    <div className={styles.aside} data-testid="valuation-aside">
      {valuation.offers.length > 0 && (
        <Block name="offer" title={t('offerTitle')}>
          <Points
            as="ul"
            points={valuation.offers}
            locale={locale}
            marker={() => (
              <svg className={styles.check} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={CHECK} />
              </svg>
            )}
          />
          <p className={styles.call}>
            {t('callUs')} <a href={phoneLink(agency.phone).href}>{phoneLink(agency.phone).text}</a>
          </p>
        </Block>
      )}
      {valuation.steps.length > 0 && (
        <Block name="steps" title={t('stepsTitle')}>
          <Points
            as="ol"
            points={valuation.steps}
            locale={locale}
            marker={(i) => (
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
            )}
          />
        </Block>
      )}
    </div>
  );
}
