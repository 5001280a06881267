import { overlayOf } from './published';
import { readContentFile } from './read-json';
import { siteConfigSchema, type SiteConfig } from './site-schema';

let cached: SiteConfig | undefined;

/** The committed data/site.json: the embedded default. */
export function embeddedSiteConfig(): SiteConfig {
  cached ??= readContentFile('data/site.json', siteConfigSchema);
  return cached;
}

/** The site configuration (SPEC §3): agency, theme, header, top bar, banner, footer, tag ids. */
export function getSiteConfig(): SiteConfig {
  return overlayOf('site') ?? embeddedSiteConfig();
}
