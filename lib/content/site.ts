import { readContentFile } from './read-json';
import { siteConfigSchema, type SiteConfig } from './site-schema';

let cached: SiteConfig | undefined;

/** The site configuration (SPEC §3): agency, theme, header, top bar, banner, footer, tag ids. */
export function getSiteConfig(): SiteConfig {
  cached ??= readContentFile('data/site.json', siteConfigSchema);
  return cached;
}
