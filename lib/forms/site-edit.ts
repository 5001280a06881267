/**
 * The forms of the editor's site screens: footer, top bar, site settings. Rows are
 * posted as 'columns.0.title.nl' (lib/forms/form-tree); a row can be moved (its position), removed
 * (a box), and one empty row at the end adds a new one. What a row must hold beyond its shape is
 * checked by lib/content/site-edit, which knows which rows are kept.
 */
import { z } from 'zod';
import { email } from './fields';
import { UNTRANSLATED_RULES } from '@/lib/content/translations';
import { AGENCY_SOURCES } from '@/lib/content/agency-contacts';
import { SITE_LOCALES } from '@/lib/locale';
import { baseId, line, perLocale } from './staff';

const text = (max: number) => z.string().trim().max(max, { error: 'Forms.errors.tooLong' }).default('');
const localized = (max: number) => z.object(perLocale(() => text(max))).prefault({});
/** A checkbox: posted as 'on' when ticked, absent otherwise. */
const box = z
  .string()
  .optional()
  .transform((v) => v === 'on');
/** Where the row goes (1 = first); empty keeps its place. */
const position = z
  .string()
  .trim()
  .regex(/^\d{0,3}$/, { error: 'Editor.errors.position' })
  .default('')
  .transform((v) => (v === '' ? null : Number(v)));

export const FOOTER_CONTENT = ['none', 'agency', 'contact', 'links'] as const;
export const TOP_BAR_ICONS = ['', 'phone', 'mail', 'key', 'user', 'facebook', 'globe', 'pin', 'search'] as const;

/** An internal path of the site ('/contact-demand'), one per line. */
export const INTERNAL_PATH = /^\/[a-z0-9/-]{0,120}$/;
/** A top-bar link: an internal path, a web address, a phone number or a mail address. */
export const TOP_BAR_LINK = /^(?:\/[^\s<>"]{0,200}|https?:\/\/[^\s<>"]{1,300}|tel:\+?[\d ]{4,20}|mailto:[^\s@<>"]+@[^\s@<>"]+)$/;
/** What a top-bar entry shows: its own link, or the agency's phone or e-mail from Settings. */
export const TOP_BAR_SOURCES = ['', ...AGENCY_SOURCES] as const;

export const footerFormSchema = z.object({
  baseId,
  columns: z
    .array(
      z.object({
        title: localized(120),
        intro: localized(600),
        text: localized(2000),
        content: z.enum(FOOTER_CONTENT, { error: 'Editor.errors.choice' }).default('none'),
        position,
        remove: box,
      }),
    )
    .max(12)
    .default([]),
  /** One link a row (the form's link fields); the old form's text, one a line, is read too. */
  links: z.union([text(2000).transform((v) => v.split(/\r?\n/)), z.array(text(320)).max(40)]).default([]),
  copyright: localized(200),
});
export type FooterForm = z.output<typeof footerFormSchema>;

export const topBarFormSchema = z.object({
  baseId,
  show: box,
  items: z
    .array(
      z.object({
        side: z.enum(['left', 'right'], { error: 'Editor.errors.choice' }).default('right'),
        label: localized(80),
        link: text(320),
        source: z.enum(TOP_BAR_SOURCES, { error: 'Editor.errors.choice' }).default(''),
        icon: z.enum(TOP_BAR_ICONS, { error: 'Editor.errors.choice' }).default(''),
        position,
        remove: box,
      }),
    )
    .max(20)
    .default([]),
});
export type TopBarForm = z.output<typeof topBarFormSchema>;

export const THEME_COLOURS = ['primary', 'primaryContrast', 'accent', 'accentContrast', 'surface', 'surfaceAlt', 'text', 'textMuted', 'border'] as const;
const colour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'Editor.errors.colour' });
const tagId = (pattern: RegExp) => z.string().trim().regex(pattern, { error: 'Editor.errors.tagId' }).default('');

export const settingsFormSchema = z.object({
  baseId,
  siteInfo: z.object({
    analyticsId: tagId(/^(?:G-[A-Z0-9]{4,20})?$/),
    adsId: tagId(/^(?:AW-\d{5,15})?$/),
    tagManagerId: tagId(/^(?:GTM-[A-Z0-9]{4,12})?$/),
    socialPixelId: tagId(/^\d{0,20}$/),
  }),
  colors: z.object(Object.fromEntries(THEME_COLOURS.map((name) => [name, colour])) as Record<(typeof THEME_COLOURS)[number], typeof colour>),
  logoUrl: z
    .string()
    .trim()
    // A file of the site (public/ or an upload): the policy's img-src, fixed at build, has no other site.
    .regex(/^\/[^\s<>"]{1,200}$/, { error: 'Editor.errors.localPath' }),
  agency: z.object({
    name: line(120),
    legalName: line(160),
    street: line(160),
    zip: z.string().trim().regex(/^[A-Za-z0-9 -]{2,10}$/, { error: 'Editor.errors.zip' }),
    city: z.object(perLocale(() => line(80))),
    phone: z.string().trim().regex(/^\+?[\d ./()-]{6,30}$/, { error: 'Forms.errors.phoneInvalid' }),
    email: email(),
    vatNumber: text(40),
    bivNumber: text(40),
    supervisoryAuthority: text(200),
    insurer: text(120),
    policyNumber: text(60),
    codeOfConductUrl: z.string().trim().regex(/^(?:https:\/\/[^\s<>"]{1,300})?$/, { error: 'Editor.errors.url' }).default(''),
    companyNumber: text(40),
  }),
  notifications: z.object({ weeklyCompliance: box }).prefault({}),
});
export type SettingsForm = z.output<typeof settingsFormSchema>;

/** The languages offered (a box per language), the default one, and the rule for untranslated content (admins only). */
export const languagesFormSchema = z.object({
  baseId,
  use: z.object(perLocale(() => box)).prefault({}),
  defaultLanguage: z.enum(SITE_LOCALES, { error: 'Editor.errors.choice' }),
  untranslated: z.enum(UNTRANSLATED_RULES, { error: 'Editor.errors.choice' }).default('hidden'),
});
export type LanguagesForm = z.output<typeof languagesFormSchema>;
