/**
 * Versions of a content document stored in an older shape, read in the current one: legacy
 * article categories (legacy-articles.ts), and site settings saved before a section existed (the
 * free-valuation page's offer and steps), which show the committed section rather than
 * nothing. A section a version has, even emptied by staff, is kept as it is.
 */
import 'server-only';
import type { ContentDocument } from '@/lib/content/documents';
import { embeddedSiteConfig } from '@/lib/content/site';
import type { SiteConfig } from '@/lib/content/site-schema';
import { upgradeLegacyArticles } from './legacy-articles';

function withNewSiteSections(data: unknown, committed: SiteConfig): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const missing = Object.entries(committed).filter(([section]) => !(section in data));
  return missing.length === 0 ? data : { ...Object.fromEntries(missing), ...data };
}

export function upgradeStoredData(document: ContentDocument, data: unknown, committedSite: SiteConfig = embeddedSiteConfig()): unknown {
  if (document === 'articles') return upgradeLegacyArticles(data);
  if (document === 'site') return withNewSiteSections(data, committedSite);
  return data;
}
