import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { getSiteConfig } from '@/lib/content/site';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { ThemeStyle } from '@/components/layout/theme-style';
import { consentBootScript } from '@/lib/consent/consent-boot';
import { rememberLanguageScript } from '@/lib/locale-cookie';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// No `dynamicParams = false` here: Next applies it to every route below (build/static-paths:
// `segments.every(… dynamicParams !== false)`), and the property and project pages must render
// ids a CRM sync added after the build. Each page without such ids says it itself; a first segment
// that is not a language never reaches a page, since proxy.ts sees every path but exact file and
// handler names (its matcher) and answers the translated 404 page.

export async function generateMetadata(): Promise<Metadata> {
  const site = getSiteConfig();
  return {
    metadataBase: new URL(site.siteUrl),
    title: { template: `%s | ${site.agency.name}`, default: site.agency.name },
    applicationName: site.agency.name,
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: getSiteConfig().theme.colors.primary,
};

export default async function LocaleLayout({ children }: { children: ReactNode }) {
  const locale = await currentLocale();
  const site = getSiteConfig();
  return (
    // The inline consent script marks <html data-consent> before React hydrates (lib/consent/consent-boot).
    <html lang={locale} suppressHydrationWarning>
      <head>
        <ThemeStyle theme={site.theme} />
        <script dangerouslySetInnerHTML={{ __html: rememberLanguageScript(locale) }} />
        <script dangerouslySetInnerHTML={{ __html: consentBootScript() }} />
      </head>
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
