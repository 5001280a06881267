import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import type { Alternates } from '@/lib/seo/alternates';
import styles from './language-switcher.module.css';

/**
 * SPEC §2.4: upper-case codes of the enabled languages, each linking to the current page's
 * translated path. Not shown when only one language is enabled.
 */
export async function LanguageSwitcher({
  locale,
  locales,
  alternates,
}: {
  locale: SiteLocale;
  locales: readonly SiteLocale[];
  alternates: Alternates;
}) {
  if (locales.length < 2) return null;
  const t = await getTranslations({ locale, namespace: 'LanguageSwitcher' });
  return (
    <nav aria-label={t('label')} className={styles.switcher}>
      <ul className={styles.list}>
        {locales.map((code) => {
          const name = t(`names.${code}`);
          return (
            <li key={code}>
              {code === locale ? (
                <span className={styles.current} aria-current="true" title={t('current', { language: name })}>
                  <span aria-hidden="true">{code.toUpperCase()}</span>
                  <span className="visually-hidden">{t('current', { language: name })}</span>
                </span>
              ) : (
                <a
                  href={alternates[code] ?? `/${code}/`}
                  hrefLang={code}
                  lang={code}
                  className={styles.link}
                  data-testid={`switch-${code}`}
                >
                  <span aria-hidden="true">{code.toUpperCase()}</span>
                  <span className="visually-hidden">{name}</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
