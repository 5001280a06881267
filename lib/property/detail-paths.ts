/**
 * The canonical path of a property detail page and the static params of its routes.
 */
import type { Property } from '@/lib/data/schemas';
import type { SiteLocale } from '@/lib/locale';
import { goalOf, localizedPropertyPath, parsePropertyPath, type PropertyGoal } from '@/lib/property-url';

/** '/nl/te-koop/elsene/appartement-met-2-slaapkamers/4012345/' */
export function canonicalPropertyPath(p: Property, locale: SiteLocale): string {
  return localizedPropertyPath({
    locale,
    goal: p.Goal,
    city: p.City,
    title: p.TypeDescription,
    type: p.MainTypeName,
    id: p.ID,
  });
}

export type DetailParams = { city: string; title: string; id: string };

/** The route params of a property's canonical path (city, title, id segments). */
export function detailParamsOf(p: Property, locale: SiteLocale): DetailParams | null {
  const parsed = parsePropertyPath(canonicalPropertyPath(p, locale));
  return parsed ? { city: parsed.citySlug, title: parsed.titleSlug, id: String(parsed.id) } : null;
}

/**
 * True when a request reached the property by its canonical path: the right goal's list and the
 * right slugs (compared lower-cased and URL-decoded, as the router hands them over).
 */
export function isCanonicalRequest(
  p: Property,
  locale: SiteLocale,
  goal: PropertyGoal,
  params: DetailParams,
): boolean {
  const canonical = detailParamsOf(p, locale);
  if (!canonical || goalOf(p.Goal) !== goal) return false;
  const norm = (s: string) => {
    try {
      return decodeURIComponent(s).toLowerCase();
    } catch {
      return s.toLowerCase();
    }
  };
  return norm(params.city) === canonical.city && norm(params.title) === canonical.title && params.id === canonical.id;
}
