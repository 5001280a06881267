// Apart from ./tags so that the consent manager on every page needs only this, not the tag plans.

/** Where the analytics tags come from (SPEC §3 site info); an empty id means not configured. */
export interface TagSettings {
  analyticsId: string;
  adsId: string;
  tagManagerId: string;
  socialPixelId: string;
  /** Serves gtm.js and gtag/js: Google's own host, or a first-party tagging server. */
  googleTagOrigin: string;
  socialPixelScriptUrl: string;
}

/** Whether any tag is configured: without one the browser needs no tag code at all. */
export const hasTags = (settings: TagSettings): boolean =>
  Boolean(settings.analyticsId || settings.adsId || settings.tagManagerId || settings.socialPixelId);
