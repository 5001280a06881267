import type { ContentData, ContentDocument } from './documents';
import type { SiteConfig } from './site-schema';

/**
 * The parts of the content only an admin may change, and so publish or restore: the languages
 * offered, and the settings of the site document (analytics and pixel ids, the theme, the agency's
 * facts and the address its leads go to). Editors change the top bar and the footer of the same
 * document: publishing a draft whose settings an admin changed is an admin's decision.
 */
const ADMIN_SITE_PARTS = ['siteInfo', 'theme', 'agency'] as const satisfies readonly (keyof SiteConfig)[];

/** Whether going from `before` to `after` changes, in `document`, something only an admin may change. */
export function changesAdminOnly(document: ContentDocument, before: ContentData, after: ContentData): boolean {
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  if (document === 'languages') return differs(before.languages, after.languages);
  if (document === 'site') return ADMIN_SITE_PARTS.some((part) => differs(before.site[part], after.site[part]));
  return false;
}
