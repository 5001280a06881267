import { Photo } from '@/components/media/photo';
import { getTranslations } from 'next-intl/server';
import { offeredLanguages } from '@/lib/content/languages';
import { publishedMenu } from '@/lib/content/menu';
import type { MenuPage } from '@/lib/content/menu-schema';
import { getSiteConfig } from '@/lib/content/site';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import type { Alternates } from '@/lib/seo/alternates';
import { FavouritesLink } from '@/components/saved-properties/favourites-link';
import { LanguageSwitcher } from './language-switcher';
import { MainMenu } from './main-menu';
import { Icon } from './icons';
import { MobileDrawer } from './mobile-drawer';
import { ScrollWatcher } from './scroll-watcher';
import { TopBar } from './top-bar';
import { shownTopBarItem } from '@/lib/content/agency-contacts';
import styles from './header.module.css';

type Zone = 'left' | 'center' | 'right';

/**
 * SPEC §2.4 header: optional top bar, logo, main menu, FREE_EVALUATION button, language
 * switcher and mobile drawer, each in its configured zone. Transparent over the home banner;
 * fixed with a smaller logo after 30 px of scroll when change-on-scroll is on.
 */
export async function Header({
  locale,
  alternates,
  isHome,
  currentPath,
}: {
  locale: SiteLocale;
  alternates: Alternates;
  isHome: boolean;
  currentPath: string | null;
}) {
  const site = getSiteConfig();
  const offered = offeredLanguages().locales;
  const t = await getTranslations({ locale });
  // The logo leads home; entries (sub-pages too) can opt out of the menu bar with showInMenu: false.
  const inMenu = (pages: MenuPage[]): MenuPage[] => pages.filter((page) => page.params.showInMenu !== false).map((page) => ({ ...page, childMenus: inMenu(page.childMenus) }));
  const menu = inMenu(publishedMenu());
  const { logo } = site.theme;
  const cfg = site.header;
  const transparent = isHome && cfg.transparentOnHome;
  const valuationHref = localizedHref('/contact-demand', locale);
  const submenuLabel = (page: string) => t('Header.submenu', { page });

  const parts: Record<'logo' | 'menu' | 'language', { zone: Zone; node: React.ReactNode }> = {
    logo: {
      zone: cfg.logoPosition,
      node: (
        <a key="logo" href={`/${locale}/`} className={styles.logo}>
          <Photo
            src={logo.url}
            alt={t('Header.logoAlt', { agency: site.agency.name })}
            width={logo.width}
            height={logo.height}
            preload
            unoptimized
          />
        </a>
      ),
    },
    menu: {
      zone: cfg.menuPosition,
      node: (
        <nav key="menu" aria-label={t('Header.mainMenu')} className={styles.desktopOnly}>
          <MainMenu pages={menu} locale={locale} currentPath={currentPath} variant="bar" submenuLabel={submenuLabel} />
        </nav>
      ),
    },
    language: {
      zone: cfg.languagePosition,
      node: (
        <div key="language" className={styles.language} data-also-in-top-bar={site.topBar.show || undefined}>
          <LanguageSwitcher locale={locale} locales={offered} alternates={alternates} />
        </div>
      ),
    },
  };
  const zone = (name: Zone) =>
    (['logo', 'menu', 'language'] as const).filter((p) => parts[p].zone === name).map((p) => parts[p].node);

  return (
    <>
      {site.topBar.show && (
        <TopBar
          left={site.topBar.left.map((item) => shownTopBarItem(item, site.agency))}
          right={site.topBar.right.map((item) => shownTopBarItem(item, site.agency))}
          locale={locale}
          language={<LanguageSwitcher locale={locale} locales={offered} alternates={alternates} />}
        />
      )}
      <div className={styles.slot} data-transparent={transparent || undefined}>
        <header
          className={styles.header}
          data-transparent={transparent || undefined}
          data-change-on-scroll={cfg.changeOnScroll || undefined}
          data-testid="site-header"
        >
          <div className={`container ${styles.inner}`}>
            <div className={styles.zoneLeft}>{zone('left')}</div>
            <div className={styles.zoneCenter}>{zone('center')}</div>
            <div className={styles.zoneRight}>
              {zone('right')}
              <FavouritesLink locale={locale} label={t('Favourites.link')} />
              <a href={valuationHref} className={`button button-accent ${styles.cta} ${styles.desktopOnly}`}>
                {t('FREE_EVALUATION')}
              </a>
              <div className={styles.mobileOnly}>
                <MobileDrawer
                  openLabel={t('Header.openMenu')}
                  closeLabel={t('Header.closeMenu')}
                  title={t('Header.mainMenu')}
                  icons={{ open: <Icon name="menu" size={26} />, close: <Icon name="close" size={24} /> }}
                >
                  <nav aria-label={t('Header.mainMenu')}>
                    <MainMenu pages={menu} locale={locale} currentPath={currentPath} variant="drawer" submenuLabel={submenuLabel} />
                  </nav>
                  <a href={valuationHref} className="button button-accent" data-testid="drawer-free-evaluation">
                    {t('FREE_EVALUATION')}
                  </a>
                  <LanguageSwitcher locale={locale} locales={offered} alternates={alternates} />
                </MobileDrawer>
              </div>
            </div>
          </div>
        </header>
      </div>
      <ScrollWatcher />
    </>
  );
}
