import { phoneLink } from '@/lib/phone';
import { Photo } from '@/components/media/photo';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { getSiteConfig } from '@/lib/content/site';
import { flattenMenu } from '@/lib/content/menu';
import { FIXED_LINK_LABELS, pageTitleIn } from '@/lib/content/link-choices';
import { siteLinkHref } from '@/lib/content/menu-page-paths';
import type { FooterColumn, SiteConfig } from '@/lib/content/site-schema';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref, isStaticPathname } from '@/lib/routes';
import styles from './footer.module.css';


function TextBlock({ text, locale, className }: { text: FooterColumn['fullText']; locale: SiteLocale; className?: string }) {
  if (!text.public || !text[locale].trim()) return null;
  return (
    <p className={className}>
      {text[locale].split('\n').map((line, i) => (
        <span key={i} className={styles.line}>
          {line}
        </span>
      ))}
    </p>
  );
}

/**
 * The agency's own legal mentions (lib/legal/agency-mentions) on every page; one left empty in the
 * settings is left out here and flagged on the staff compliance screen.
 */
async function AgencyMentions({ agency, locale }: { agency: SiteConfig['agency']; locale: SiteLocale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const lines = [
    agency.bivNumber && t('bivRegistration', { number: agency.bivNumber }),
    agency.supervisoryAuthority && t('supervisor', { authority: agency.supervisoryAuthority }),
    agency.insurer && agency.policyNumber && t('insurance', { insurer: agency.insurer, policy: agency.policyNumber }),
  ].filter(Boolean);
  return (
    <p className={styles.biv} data-testid="agency-mentions">
      {lines.map((line) => (
        <span key={line as string} className={styles.line}>
          {line}
        </span>
      ))}
      {agency.codeOfConductUrl && (
        <span className={styles.line}>
          <a href={agency.codeOfConductUrl} rel="noopener noreferrer">
            {t('codeOfConduct')}
          </a>
        </span>
      )}
      {agency.companyNumber && <span className={styles.line}>{t('companyNumber', { number: agency.companyNumber })}</span>}
    </p>
  );
}

/** SPEC §2.4 footer: configurable columns (each text only when public), then the legal line. */
export async function Footer({ locale }: { locale: SiteLocale }) {
  const site = getSiteConfig();
  const pages = flattenMenu();
  const t = await getTranslations({ locale });
  const { agency } = site;
  const year = new Date().getFullYear();
  const copyright = site.footer.copyright[locale]
    .replace('{year}', String(year))
    .replace('{biv}', agency.bivNumber);

  return (
    <footer className={styles.footer} aria-label={t('Footer.label')}>
      <div className={`container ${styles.grid}`}>
        {site.footer.columns.map((column, index) => (
          <section
            key={index}
            className={styles.column}
            style={{ '--sm': column.col.sm, '--md': column.col.md, '--lg': column.col.lg } as CSSProperties}
          >
            {column.title.public && <h2 className={styles.title}>{column.title[locale]}</h2>}
            <TextBlock text={column.introText} locale={locale} className={styles.intro} />
            <TextBlock text={column.fullText} locale={locale} />
            {column.images.map((image) => (
              <Photo key={image.url} src={image.url} alt={image.alt[locale]} width={160} height={80} loading="lazy" />
            ))}
            {column.content === 'agency' && (
              <address className={styles.address}>
                <span className={styles.line}>{agency.street}</span>
                <span className={styles.line}>
                  {agency.zip} {agency.city[locale]}
                </span>
              </address>
            )}
            {column.content === 'contact' && (
              <ul className={styles.links}>
                <li>
                  <a href={phoneLink(agency.phone).href}>{phoneLink(agency.phone).text}</a>
                </li>
                <li>
                  <a href={`mailto:${agency.email}`}>{agency.email}</a>
                </li>
              </ul>
            )}
            {column.content === 'links' && (
              <ul className={styles.links}>
                {site.footer.links.map((link) => {
                  const key = FIXED_LINK_LABELS[link as keyof typeof FIXED_LINK_LABELS];
                  const page = key ? undefined : pages.find((p) => p.path === link.replace(/\/+$/, ''));
                  const label = key ? t(key) : page ? pageTitleIn(page, locale) : link;
                  const href = isStaticPathname(link) ? localizedHref(link, locale) : siteLinkHref(link, locale, pages);
                  return (
                    <li key={link}>
                      <a href={href}>{label}</a>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ))}
      </div>
      <div className={styles.legal}>
        <div className="container">
          <AgencyMentions agency={agency} locale={locale} />
          <p className={styles.copyright}>
            <span>{copyright}</span>
            <span>{t('Footer.vat', { number: agency.vatNumber })}</span>
            <CookieSettingsButton label={t('Footer.cookieSettings')} />
          </p>
        </div>
      </div>
    </footer>
  );
}
