import { flattenMenu } from '@/lib/content/menu';
import { menuPageHref, siteLinkHref } from '@/lib/content/menu-page-paths';
import type { MenuPage } from '@/lib/content/menu-schema';
import type { SiteLocale } from '@/lib/locale';
import { Icon } from './icons';
import styles from './main-menu.module.css';

function menuHref(page: MenuPage, locale: SiteLocale): string {
  return page.params.redirectUrl ? siteLinkHref(page.params.redirectUrl, locale, flattenMenu()) : menuPageHref(page, locale);
}

/**
 * The main menu: published entries with their children. `variant` 'bar' is the desktop bar with
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
  return (
    <ul className={variant === 'bar' ? styles.bar : styles.drawer}>
      {pages.map((page) => {
        const title = page.params.title[locale];
        const active = currentPath === page.path || currentPath?.startsWith(`${page.path}/`);
        return (
          <li key={page.id} className={styles.item}>
            <a
              href={menuHref(page, locale)}
              className={styles.link}
              aria-current={currentPath === page.path ? 'page' : undefined}
              data-active={active || undefined}
            >
              {title}
              {page.childMenus.length > 0 && variant === 'bar' && <Icon name="chevron" size={16} />}
            </a>
            {page.childMenus.length > 0 && (
              <ul className={styles.submenu} aria-label={submenuLabel(title)}>
                {page.childMenus.map((child) => (
                  <li key={child.id}>
                    <a
                      href={menuHref(child, locale)}
                      className={styles.sublink}
                      aria-current={currentPath === child.path ? 'page' : undefined}
                    >
                      {child.params.title[locale]}
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
