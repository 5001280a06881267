import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { FavouriteTextsProvider } from '@/components/saved-properties/favourite-texts';
import type { SiteLocale } from '@/lib/locale';
import type { Alternates } from '@/lib/seo/alternates';
import { Footer } from './footer';
import { Header } from './header';
import { Icon } from './icons';
import { ScrollToTop } from './scroll-to-top';

/**
 * The page shell every public page renders: skip link, cookie banner, header, main content with the
 * scroll-to-top button, and footer. The favourite hearts of the page take their
 * texts from it. Each page passes its own translated paths
 * (alternates) so the language switcher links to this very page in every language, without
 * client code.
 */
export async function SiteFrame({
  locale,
  alternates,
  currentPath = null,
  isHome = false,
  children,
}: {
  locale: SiteLocale;
  alternates: Alternates;
  currentPath?: string | null;
  isHome?: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale });
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Common.skipToContent')}
      </a>
      {/* Early in the document: the banner is the first thing a keyboard or screen reader meets after the skip link. */}
      <CookieConsent locale={locale} />
      <Header locale={locale} alternates={alternates} isHome={isHome} currentPath={currentPath} />
      <main id="main" tabIndex={-1}>
        <FavouriteTextsProvider texts={{ save: t.raw('Favourites.save') as string, saveShort: t('Favourites.saveShort') }}>
          {children}
        </FavouriteTextsProvider>
        {/* Inside the main landmark: outside every landmark, axe's 'region' rule flags it whenever it shows (always without JavaScript). */}
        <ScrollToTop label={t('ScrollTop.label')} icon={<Icon name="arrow-up" size={22} />} />
      </main>
      <Footer locale={locale} />
    </>
  );
}
