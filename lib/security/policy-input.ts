/**
 * What the policy is built from, read from the content at build time (next.config.ts): the tag
 * settings (data/site.json with the TAG_* overrides), the map tile URLs and every video or virtual
 * tour URL of the property snapshot and the home banner. Relative imports only: next.config.ts
 * is compiled without the `@/` alias.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tagSettingsFrom } from '../consent/tag-settings';
import { getSiteConfig } from '../content/site';
import { SITE_LOCALES } from '../locale';
import type { PolicyInput } from './content-security-policy';

const PROPERTY_FILES = SITE_LOCALES.map((locale) => `data/properties/${locale}.json`);

function mediaUrlsOf(file: string): string[] {
  const raw: unknown = JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8'));
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((p: { Video?: unknown; VirtualTour?: unknown }) =>
    [p.Video, p.VirtualTour].filter((u): u is string => typeof u === 'string' && u !== ''),
  );
}

export function policyInputFromContent(env: Record<string, string | undefined> = process.env): PolicyInput {
  const site = getSiteConfig();
  return {
    tags: tagSettingsFrom(site.siteInfo, env),
    tileUrls: [site.map.tileUrl, site.map.satelliteTileUrl],
    videoUrls: [...PROPERTY_FILES.flatMap(mediaUrlsOf), site.banner.video.url].filter(Boolean),
    development: env.NODE_ENV === 'development',
  };
}
