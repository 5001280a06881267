import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PropertyNotFound } from '@/components/property/property-not-found';
import { currentLocale } from '@/i18n/current-locale';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale() });
  return { title: t('Errors.propertyNotFound'), robots: { index: false, follow: true } };
}

/** The 404 page of a property detail URL whose id is unknown, static; proxy.ts rewrites to it with the status 404. */
export default async function PropertyNotFoundPage() {
  return <PropertyNotFound locale={await currentLocale()} />;
}
