import type { ConsentChoices } from './consent-state';
import type { TagSettings } from './has-tags';

export { hasTags, type TagSettings } from './has-tags';

export interface TagPlan {
  tagManager: { id: string; src: string } | null;
  /** The ads/analytics tag: one script, configured for every id the visitor allows. */
  googleTag: { src: string; ids: string[] } | null;
  socialPixel: { id: string; src: string } | null;
}

export const NO_TAGS: TagPlan = { tagManager: null, googleTag: null, socialPixel: null };

function scriptUrl(origin: string, path: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}${path}?id=${encodeURIComponent(id)}`;
}

/**
 * Which tags may load (SPEC §4): only a configured one, and only with the matching consent.
 * - tag manager: analytics storage or ad storage (its container holds both kinds of tags and
 *   reads Consent Mode itself);
 * - ads/analytics tag: the analytics id with analytics storage, the ads id with ad storage;
 * - social pixel: ad storage and ad user data (it stores a cookie and sends the visit to the network).
 * Without a stored choice nothing loads, preview mode included.
 */
export function planTags(settings: TagSettings, choices: ConsentChoices | null): TagPlan {
  if (!choices) return NO_TAGS;
  const { analyticsId, adsId, tagManagerId, socialPixelId } = settings;
  const managerAllowed = choices.analytics_storage || choices.ad_storage;
  const googleIds = [
    choices.analytics_storage ? analyticsId : '',
    choices.ad_storage ? adsId : '',
  ].filter(Boolean);
  const [firstGoogleId] = googleIds;
  return {
    tagManager:
      tagManagerId && managerAllowed
        ? { id: tagManagerId, src: scriptUrl(settings.googleTagOrigin, '/gtm.js', tagManagerId) }
        : null,
    googleTag: firstGoogleId
      ? { src: scriptUrl(settings.googleTagOrigin, '/gtag/js', firstGoogleId), ids: googleIds }
      : null,
    socialPixel:
      socialPixelId && choices.ad_storage && choices.ad_user_data
        ? { id: socialPixelId, src: settings.socialPixelScriptUrl }
        : null,
  };
}

/** Every third-party script a plan requests. */
export function scriptsOf(plan: TagPlan): string[] {
  return [plan.tagManager?.src, plan.googleTag?.src, plan.socialPixel?.src].filter((src): src is string =>
    Boolean(src),
  );
}
