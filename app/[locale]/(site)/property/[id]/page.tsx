import { notFound, permanentRedirect } from 'next/navigation';
import { currentLocale } from '@/i18n/current-locale';
import { getProperties, getProperty } from '@/lib/catalogue';
import { isSiteLocale } from '@/lib/locale';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';

/** /{locale}/property/{ID}/ (search results, SPEC §2.2) → the canonical detail path. Only known ids. */
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isSiteLocale(params.locale)) return [];
  return getProperties(params.locale).map((p) => ({ id: String(p.ID) }));
}

export default async function PropertyIdRedirect({ params }: { params: Promise<{ id: string }> }) {
  const locale = await currentLocale();
  const { id } = await params;
  const p = getProperty(locale, id);
  if (!p) notFound();
  permanentRedirect(canonicalPropertyPath(p, locale));
}
