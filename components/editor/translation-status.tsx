import { getTranslations } from 'next-intl/server';
import { missingLanguages, shownLanguage, type LanguageRule } from '@/lib/content/translations';
import type { SiteLocale } from '@/lib/locale';
import styles from './editor.module.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'Editor'>>>;

/** Language names in the staff member's language, as a list ('Frans, Engels en Duits'). */
function languageList(t: Translate, locale: SiteLocale, languages: readonly SiteLocale[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(languages.map((language) => t('languageName', { language })));
}

/** In a list of articles or pages: the languages (among those offered) one is not written in yet; nothing when none. */
export async function MissingLanguages({ locale, languages, offered }: { locale: SiteLocale; languages: readonly SiteLocale[]; offered: readonly SiteLocale[] }) {
  const missing = missingLanguages(languages, offered);
  if (missing.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <span className={styles.badge} data-testid="missing-languages" data-missing={missing.join(' ')}>
      {t('translations.missing', { languages: languageList(t, locale, missing) })}
    </span>
  );
}

/**
 * On an article's or page's edit screen: the languages it is written in, those offered it is
 * missing, and what visitors of those get by the language rule (lib/content/translations).
 * `languages`: none for one not saved yet (then only how to write it).
 */
export async function TranslationStatus({
  locale,
  languages,
  offered,
  rule,
  level,
}: {
  locale: SiteLocale;
  languages: readonly SiteLocale[];
  offered: readonly SiteLocale[];
  rule: LanguageRule;
  /** Its heading's level in the screen's outline. */
  level: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const missing = missingLanguages(languages, offered);
  const fallback = missing[0] ? shownLanguage(languages, missing[0], rule) : null;
  return (
    <div className={styles.stack} data-testid="translation-status">
      <Heading>{t('translations.title')}</Heading>
      <p className={styles.muted}>{t('translations.hint')}</p>
      {languages.length > 0 && (
        <>
          <p>{t('translations.written', { languages: languageList(t, locale, languages) })}</p>
          {missing.length === 0 ? (
            <p>{t('translations.complete')}</p>
          ) : (
            <p>
              <span className={styles.badge} data-testid="missing-languages" data-missing={missing.join(' ')}>
                {t('translations.missing', { languages: languageList(t, locale, missing) })}
              </span>{' '}
              {fallback ? t('translations.shown', { language: t('languageName', { language: fallback }) }) : t('translations.hidden')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
