import { z } from 'zod';
import { AGENCY_SOURCES, withAgencySources } from './agency-contacts';
import { localizedText, publicLocalizedText } from './localized';

const position = z.enum(['left', 'center', 'right']);
const gridCols = z.object({
  sm: z.number().int().min(1).max(12),
  md: z.number().int().min(1).max(12),
  lg: z.number().int().min(1).max(12),
});

/**
 * Top bar item of SPEC §3: status, label, link, icon, colour. `source`: the entry shows the agency's
 * phone or e-mail from Settings (lib/content/agency-contacts), its own link and label then unused.
 */
export const topBarItem = z
  .object({
    status: z.string(),
    label: localizedText,
    link: z.string(),
    icon: z.string(),
    color: z.string(),
    source: z.enum(AGENCY_SOURCES).optional(),
  })
  .refine((item) => item.source !== undefined || item.link !== '', { error: 'a top-bar entry links somewhere', path: ['link'] });
export type TopBarItem = z.infer<typeof topBarItem>;

export const footerColumn = z.object({
  title: publicLocalizedText,
  introText: publicLocalizedText,
  fullText: publicLocalizedText,
  images: z.array(z.object({ url: z.string(), alt: localizedText })),
  col: gridCols,
  /** Extra content the column carries besides its texts. */
  content: z.enum(['agency', 'contact', 'links', 'none']).default('none'),
});
export type FooterColumn = z.infer<typeof footerColumn>;

/** A point the agency makes: a short title and a sentence, in every language. */
const sellingPoint = z.object({ title: localizedText, text: localizedText });

const siteConfigShape = z.object({
  siteUrl: z.url(),
  agency: z.object({
    name: z.string(),
    legalName: z.string(),
    street: z.string(),
    zip: z.string(),
    city: localizedText,
    phone: z.string(),
    email: z.email(),
    vatNumber: z.string(),
    bivNumber: z.string(),
    /** The agency's own legal mentions (lib/legal/agency-mentions); empty = flagged to staff. */
    supervisoryAuthority: z.string().default(''),
    insurer: z.string().default(''),
    policyNumber: z.string().default(''),
    codeOfConductUrl: z.string().default(''),
    companyNumber: z.string().default(''),
    /** ISO 3166 code of the office's country (structured data). */
    country: z.string().length(2).default('BE'),
    /** When the office is open, for structured data (the footer shows its own text). */
    openingHours: z
      .array(
        z.object({
          days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
          opens: z.string().regex(/^\d{2}:\d{2}$/),
          closes: z.string().regex(/^\d{2}:\d{2}$/),
        }),
      )
      .default([]),
    /** The regions the agency works in (structured data: areaServed). */
    areaServed: z.array(z.string()).default([]),
  }),
  theme: z.object({
    colors: z.object({
      primary: z.string(),
      primaryContrast: z.string(),
      accent: z.string(),
      accentContrast: z.string(),
      surface: z.string(),
      surfaceAlt: z.string(),
      text: z.string(),
      textMuted: z.string(),
      border: z.string(),
    }),
    fonts: z.object({ body: z.string(), heading: z.string() }),
    logo: z.object({ url: z.string(), width: z.number(), height: z.number() }),
  }),
  header: z.object({
    logoPosition: position,
    menuPosition: position,
    languagePosition: position,
    transparentOnHome: z.boolean(),
    changeOnScroll: z.boolean(),
  }),
  topBar: z.object({ show: z.boolean(), left: z.array(topBarItem), right: z.array(topBarItem) }),
  banner: z.object({
    type: z.enum(['image', 'gallery', 'video']),
    image: z.object({
      url: z.string(),
      /**
       * No longer read, kept so that stored content still loads. It made phones load the
       * photo at this share of the screen's width, stretched over a box far wider than that: blurred.
       * SPEC §2.4's 'scale-down' is an image service's fit that never enlarges, which the optimizer
       * does anyway (it never serves a file wider than its source); the banner now asks for the width
       * its photo is drawn at (lib/images/banner-sizes).
       */
      mobileScale: z.number().positive().max(1).optional(),
    }),
    gallery: z.object({
      images: z.array(z.string()),
      config: z.object({ autoplaySpeed: z.number(), transitionSpeed: z.number() }),
    }),
    video: z.object({ url: z.string(), type: z.string() }),
    title: localizedText,
    description: localizedText,
    showLogo: z.boolean(),
    showSearch: z.boolean(),
  }),
  footer: z.object({
    columns: z.array(footerColumn),
    links: z.array(z.string()),
    copyright: localizedText,
  }),
  /**
   * The free-valuation page beside its form: what the agency offers sellers and how a
   * valuation goes, in order. An empty list leaves its block out.
   */
  valuation: z
    .object({ offers: z.array(sellingPoint), steps: z.array(sellingPoint) })
    .default({ offers: [], steps: [] }),
  /** Map frame tiles (SPEC §7); the frame keeps working when tiles cannot load. */
  map: z.object({
    tileUrl: z.string(),
    satelliteTileUrl: z.string(),
    attribution: z.string(),
    defaultZoom: z.number().int().min(1).max(19),
  }),
  /** The agency's optional mails about its site: the weekly one of new compliance problems (lib/server/legal/compliance-digest). */
  notifications: z.object({ weeklyCompliance: z.boolean() }).default({ weeklyCompliance: false }),
  /** SPEC §3 site info settings: ids of the analytics tags; empty = not configured. */
  siteInfo: z.object({
    analyticsId: z.string(),
    adsId: z.string(),
    tagManagerId: z.string(),
    socialPixelId: z.string(),
    /** Serves gtm.js and gtag/js; a first-party tagging server may replace Google's host. */
    googleTagOrigin: z.url().default('https://www.googletagmanager.com'),
    socialPixelScriptUrl: z.url().default('https://connect.facebook.net/en_US/fbevents.js'),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigShape>;

// Entries saved with a copy of the agency's phone or e-mail read it from Settings from now on.
export const siteConfigSchema = siteConfigShape.transform((site): SiteConfig => withAgencySources(site));
