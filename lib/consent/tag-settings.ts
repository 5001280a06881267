import { z } from 'zod';
import type { TagSettings } from './tags';

/** Tag ids are short codes (G-…, AW-…, GTM-…, digits); anything else is a configuration error. */
const tagId = z.string().regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, - and _ only');

/**
 * Environment overrides of the site info tag settings, read at build time: a deployment can use
 * its own ids (a staging container, say) or a first-party tagging server without editing
 * data/site.json. The e2e build uses them to point every tag at a fake served from localhost.
 */
const envSchema = z.object({
  TAG_ANALYTICS_ID: tagId.optional(),
  TAG_ADS_ID: tagId.optional(),
  TAG_MANAGER_ID: tagId.optional(),
  TAG_SOCIAL_PIXEL_ID: tagId.optional(),
  TAG_GOOGLE_ORIGIN: z.url().optional(),
  TAG_SOCIAL_PIXEL_SCRIPT: z.url().optional(),
});

export function tagSettingsFrom(
  siteInfo: TagSettings,
  env: Record<string, string | undefined>,
): TagSettings {
  const present = Object.fromEntries(Object.entries(env).filter(([key, value]) => key.startsWith('TAG_') && value));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid tag settings in the environment:\n${lines.join('\n')}`);
  }
  const o = parsed.data;
  const settings: TagSettings = {
    analyticsId: o.TAG_ANALYTICS_ID ?? siteInfo.analyticsId,
    adsId: o.TAG_ADS_ID ?? siteInfo.adsId,
    tagManagerId: o.TAG_MANAGER_ID ?? siteInfo.tagManagerId,
    socialPixelId: o.TAG_SOCIAL_PIXEL_ID ?? siteInfo.socialPixelId,
    googleTagOrigin: o.TAG_GOOGLE_ORIGIN ?? siteInfo.googleTagOrigin,
    socialPixelScriptUrl: o.TAG_SOCIAL_PIXEL_SCRIPT ?? siteInfo.socialPixelScriptUrl,
  };
  for (const key of ['analyticsId', 'adsId', 'tagManagerId', 'socialPixelId'] as const) {
    if (!tagId.safeParse(settings[key]).success) throw new Error(`Invalid site info ${key}: '${settings[key]}'`);
  }
  return settings;
}
