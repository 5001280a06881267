import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { getSiteConfig } from '@/lib/content/site';
import { ThemeStyle } from '@/components/layout/theme-style';
import { rememberLanguageScript } from '@/lib/locale-cookie';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// A first segment that is not a language (a missing '/_next/static/…' file, '/photos/x.jpg') is a
// 404 without rendering: on demand it would render the catch-all and write it to the page cache.
export const dynamicParams = false;


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
    <html lang={locale}>
      <head>
        <ThemeStyle theme={site.theme} />
        <script dangerouslySetInnerHTML={{ __html: rememberLanguageScript(locale) }} />
      </head>
      <body>
        <NextIntlClientProvider messages={null}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
