import { pathnames } from '@/i18n/pathnames';
import { SITE_LOCALES } from '@/lib/locale';
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
