import { languageRule } from '@/lib/content/languages';
import type { PageModule } from '@/lib/content/menu-schema';
import { shownText, type LanguageRule, type ShownText } from '@/lib/content/translations';
import type { SiteLocale } from '@/lib/locale';
import styles from './module-heading.module.css';

/**
 * A module's title in a language when it is public: its own, or by the language rule another
 * language's (with its `lang`), or none (lib/content/translations).
 */
export function moduleTitleOf(module: PageModule, locale: SiteLocale, rule: LanguageRule = languageRule()): ShownText | null {
  return module.title.public ? shownText(module.title, locale, rule) : null;
}

/** A module's title (h1 or h2 as configured, only when public) and its public descriptions. */
export function ModuleHeading({ module, locale }: { module: PageModule; locale: SiteLocale }) {
  const rule = languageRule();
  const Tag = module.titleSize;
  const title = moduleTitleOf(module, locale, rule);
  const descriptions = [module.description, module.description2].flatMap((d) => {
    const shown = d?.public ? shownText(d, locale, rule) : null;
    return shown ? [shown] : [];
  });
  if (!title && descriptions.length === 0) return null;
  return (
    <header className={styles.heading}>
      {title && (
        <Tag id={`module-${module.id}`} className={styles.title} lang={title.lang}>
          {title.text}
        </Tag>
      )}
      {descriptions.map((d, i) => (
        <p key={i} className={styles.description} lang={d.lang}>
          {d.text}
        </p>
      ))}
    </header>
  );
}
