/**
 * URLs of the new-build projects: the list '/{lang}/{projecten|projets|projects|projekte}/' and a
 * project's detail '/{lang}/{list}/{city-slug}/{name-slug}/{id}/' (route table in lib/routes/registry.ts).
 */
import type { Project } from '@/lib/catalogue/schemas';
import type { SiteLocale } from '@/lib/locale';
import { localizedDynamicHref } from '@/lib/routes';
import { slugify } from '@/lib/slug';

/** The name segment when the name gives an empty slug. */
export const PROJECT_SLUG_FALLBACK: Readonly<Record<SiteLocale, string>> = {
  nl: 'project',
  fr: 'projet',
  en: 'project',
  de: 'projekt',
};

export type ProjectParams = { city: string; title: string; id: string };

/** The route params of a project's canonical path in a language. */
export function projectParamsOf(project: Project, locale: SiteLocale): ProjectParams {
  return {
    city: slugify(project.City[locale]) || 'city',
    title: slugify(project.Name[locale]) || PROJECT_SLUG_FALLBACK[locale],
    id: String(project.ID),
  };
}

/** '/fr/projets/etterbeek/residence-la-chasse/90101/' */
export function projectPath(project: Project, locale: SiteLocale): string {
  return localizedDynamicHref('/projects/[city]/[title]/[id]', projectParamsOf(project, locale), locale);
}

/** True when the request's slugs are the project's canonical ones (compared lower-cased and URL-decoded). */
export function isCanonicalProjectRequest(project: Project, locale: SiteLocale, params: ProjectParams): boolean {
  const canonical = projectParamsOf(project, locale);
  const norm = (s: string) => {
    try {
      return decodeURIComponent(s).toLowerCase();
    } catch {
      return s.toLowerCase();
    }
  };
  return norm(params.city) === canonical.city && norm(params.title) === canonical.title && params.id === canonical.id;
}
