import { pathnames, type InternalPathname } from '@/lib/routes/registry';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { isStaticPathname, localizedPathname, type StaticPathname } from '@/lib/routes';
import { normalizePath, segmentsOf } from './normalize-path';

/**
 * Every known spelling of each page, segment by segment: its original, language-neutral path and
 * each localized form. A path matches a page when each of its segments is one of that page's
 * spellings at that position, so '/te-koop/belgique/' (a Dutch root, a French sub-list) is found.
 */
const spellings: ReadonlyArray<{ internal: StaticPathname; segments: ReadonlySet<string>[] }> = Object.keys(
  pathnames,
)
  .filter(isStaticPathname)
  .map((internal) => {
    const forms = [internal, ...SITE_LOCALES.map((l) => localizedPathname(internal, l))].map((p) =>
      segmentsOf(normalizePath(p)),
    );
    const length = forms[0]!.length;
    const segments = Array.from({ length }, (_, i) => new Set(forms.map((f) => f[i]!)));
    return { internal, segments };
  });

/** The internal path of the page a canonical path names in any language, if any. */
export function internalPathFor(canonicalPath: string): StaticPathname | undefined {
  const parts = segmentsOf(canonicalPath);
  return spellings.find(
    ({ segments }) => segments.length === parts.length && segments.every((set, i) => set.has(parts[i]!)),
  )?.internal;
}

type DynamicPathname = Exclude<InternalPathname, StaticPathname>;

/** A segment of a route template: the spellings of a fixed segment, or a parameter (`[id]` only matches digits). */
type TemplateSegment = { kind: 'fixed'; spellings: ReadonlySet<string>; forms: Record<SiteLocale, string> } | { kind: 'param'; name: string };

const templates: ReadonlyArray<{ internal: DynamicPathname; segments: TemplateSegment[] }> = (
  Object.keys(pathnames) as InternalPathname[]
)
  .filter((p): p is DynamicPathname => !isStaticPathname(p))
  .map((internal) => {
    const split = (p: string) => p.split('/').filter(Boolean);
    const original = split(internal);
    const localized = Object.fromEntries(SITE_LOCALES.map((l) => [l, split(pathnames[internal][l])])) as Record<SiteLocale, string[]>;
    const segments = original.map((segment, i): TemplateSegment => {
      const param = /^\[(\w+)\]$/.exec(segment);
      if (param) return { kind: 'param', name: param[1]! };
      const forms = Object.fromEntries(SITE_LOCALES.map((l) => [l, localized[l][i]!])) as Record<SiteLocale, string>;
      const spellings = new Set([segment, ...Object.values(forms)].map((s) => segmentsOf(normalizePath(s))[0]!));
      return { kind: 'fixed', spellings, forms };
    });
    return { internal, segments };
  })
  // The most specific template first: '/for-sale/belgique/[city]/…' before any template with a parameter there.
  .sort((a, b) => fixedCount(b.segments) - fixedCount(a.segments));

function fixedCount(segments: TemplateSegment[]): number {
  return segments.filter((s) => s.kind === 'fixed').length;
}

export type DynamicRoute = { internal: DynamicPathname; params: Record<string, string> };

/**
 * The dynamic route (property detail and its country variant, project detail, thank-you page…) a
 * canonical path names in any language: each fixed segment is one of its spellings, an `[id]` is
 * digits. '/a-vendre/belgie/elsene/villa/123/' → '/for-sale/belgique/[city]/[title]/[id]'.
 */
export function dynamicRouteFor(canonicalPath: string): DynamicRoute | undefined {
  const parts = segmentsOf(canonicalPath);
  for (const { internal, segments } of templates) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      const part = parts[i]!;
      if (segment.kind === 'fixed') return segment.spellings.has(part);
      if (segment.name === 'id' && !/^\d+$/.test(part)) return false;
      params[segment.name] = part;
      return true;
    });
    if (matches) return { internal, params };
  }
  return undefined;
}

/** The localized path of a dynamic route, without the language prefix: '/te-koop/belgie/elsene/villa/123'. */
export function localizedDynamicPath(route: DynamicRoute, locale: SiteLocale): string {
  const template = templates.find((t) => t.internal === route.internal)!;
  return `/${template.segments.map((s) => (s.kind === 'fixed' ? s.forms[locale] : route.params[s.name])).join('/')}`;
}
