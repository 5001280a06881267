import { languageRule } from '@/lib/content/languages';
import { flattenMenu } from '@/lib/content/menu';
import { menuPageHref, siteLinkHref } from '@/lib/content/menu-page-paths';
import type { MenuPage } from '@/lib/content/menu-schema';
import { pageShownLanguage, type LanguageRule } from '@/lib/content/translations';
import type { SiteLocale } from '@/lib/locale';
import { Icon } from './icons';
import styles from './main-menu.module.css';

function menuHref(page: MenuPage, locale: SiteLocale): string {
  return page.params.redirectUrl ? siteLinkHref(page.params.redirectUrl, locale, flattenMenu()) : menuPageHref(page, locale);
}

/** The entries there in `locale` (lib/content/translations), each with its label and the label's `lang` when another language's. */
function entriesIn(pages: MenuPage[], locale: SiteLocale, rule: LanguageRule) {
  return pages.flatMap((page) => {
    const language = pageShownLanguage(page, locale, rule);
    return language ? [{ page, title: page.params.title[language] ?? '', lang: language === locale ? undefined : language }] : [];
  });
}

/**
 * The main menu: published entries with their children, those there in this language. `variant` 'bar' is the desktop bar with
 * dropdowns opened on hover or keyboard focus; 'drawer' is the stacked list of the mobile drawer.
 */
export function MainMenu({
  pages,
  locale,
  currentPath,
  variant,
  submenuLabel,
}: {
  pages: MenuPage[];
  locale: SiteLocale;
  currentPath: string | null;
  variant: 'bar' | 'drawer';
  submenuLabel: (page: string) => string;
}) {
  const rule = languageRule();
  return (
    <ul className={variant === 'bar' ? styles.bar : styles.drawer}>
      {entriesIn(pages, locale, rule).map(({ page, title, lang }) => {
        const children = entriesIn(page.childMenus, locale, rule);
        const active = currentPath === page.path || currentPath?.startsWith(`${page.path}/`);
        return (
          <li key={page.id} className={styles.item}>
            <a
              href={menuHref(page, locale)}
              className={styles.link}
              aria-current={currentPath === page.path ? 'page' : undefined}
              data-active={active || undefined}
            >
              {lang ? <span lang={lang}>{title}</span> : title}
              {children.length > 0 && variant === 'bar' && <Icon name="chevron" size={16} />}
            </a>
            {children.length > 0 && (
              <ul className={styles.submenu} aria-label={submenuLabel(title)}>
                {children.map(({ page: child, title: childTitle, lang: childLang }) => (
                  <li key={child.id}>
                    <a
                      href={menuHref(child, locale)}
                      className={styles.sublink}
                      aria-current={currentPath === child.path ? 'page' : undefined}
                      lang={childLang}
                    >
                      {childTitle}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
