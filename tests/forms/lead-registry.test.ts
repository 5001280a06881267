/**
 * Every lead form of the registry has all its pieces: schema, messages, thank-you page, mails, CRM
 * route, component, a page for the hostile run. What the compiler cannot see (message files, the
 * harness's page list, the component's formId) is checked here; docs/adding-a-lead-form.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  inlineSuccessOf,
  isThankYouPage,
  LEAD_FORM_IDS,
  leadForm,
  PROPERTY_SECTIONS,
  THANK_YOU_PAGES,
  thankYouPageOf,
  VISIT_FORMS,
  type LeadFormId,
  type LeadFormsIn,
} from '@/lib/forms/leads/registry';
import { SITE_LOCALES } from '@/lib/locale';
import { localizedDynamicHref } from '@/lib/routes';
import { crmCallFor } from '@/lib/server/crm/omnicasa/leads';
import { FORM_DEFINITIONS } from '@/lib/server/forms/definitions';
import { renderMail } from '@/lib/server/mail/render';
import { translatorFor } from '@/lib/server/mail/translate';
import { CATALOGUES } from '@/tests/i18n/catalogues';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

const CRM_METHOD = { property: 'ContactOnMe', agency: 'ContactOnMe', project: 'ContactOnMeProject', demand: 'DemandRegister' } as const;

/** The pages the hostile run posts every form of (tests/harness/hostile/run.mjs FORM_PAGES). */
function hostileFormPages(): string[] {
  const source = readFileSync('tests/harness/hostile/run.mjs', 'utf8');
  const list = /const FORM_PAGES = \[([\s\S]*?)\];/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe('the lead-form registry', () => {
  it('lists each form once, each id a schema file of lib/forms/leads/', () => {
    expect(new Set(LEAD_FORM_IDS).size).toBe(LEAD_FORM_IDS.length);
    for (const form of LEAD_FORM_IDS) expect(() => readFileSync(`lib/forms/leads/${form}.ts`), form).not.toThrow();
  });

  describe.each(LEAD_FORM_IDS)('%s', (form: LeadFormId) => {
    const entry = leadForm(form);

    it('has a server definition with its zod schema, and a friend mail exactly when the registry says so', () => {
      const definition = FORM_DEFINITIONS[form];
      expect(definition.id).toBe(form);
      expect(definition.schema).toBeInstanceOf(z.ZodType);
      expect(Boolean(definition.extraMails), 'friendMail ⇔ extraMails').toBe(entry.friendMail === true);
    });

    it.each(SITE_LOCALES)('has its name, answer, failure and mail texts in %s', (locale) => {
      const catalogue = CATALOGUES[locale] as Tree;
      const page = thankYouPageOf(form);
      const keys = [
        `Forms.names.${form}`,
        page ? `Feedback.forms.${page}` : inlineSuccessOf(form)!,
        entry.failureKey,
        ...(entry.visitorMail ? [entry.visitorMail] : []),
        ...(entry.detailSection ? [`Property.cta.${entry.detailSection.kind}`, `Property.forms.${entry.detailSection.kind}`] : []),
      ];
      for (const key of keys) expect(typeof lookup(catalogue, key), key).toBe('string');
    });

    it('answers with a prerendered thank-you page or a message in the form', () => {
      const page = thankYouPageOf(form);
      expect(page !== null || inlineSuccessOf(form) !== null).toBe(true);
      if (page) {
        expect(isThankYouPage(page)).toBe(true);
        expect(localizedDynamicHref('/feedback/[form]', { form: page }, 'fr')).toBe(`/fr/merci/${page}/`);
      }
    });

    it('renders its mails: the agency names the form, the visitor reads the registry’s body', () => {
      const lead = { id: 1, form, locale: 'en', page: null, propertyId: 4012345, utmSource: null, fields: { firstName: 'An', email: 'an@example.be' }, createdAt: new Date(0) };
      const t = translatorFor('en');
      expect(renderMail('agency', 'nl', lead).subject).not.toContain('Forms.names');
      if (entry.visitorMail) expect(renderMail('visitor', 'en', lead).text).toContain(t(entry.visitorMail));
    });

    it('goes to the CRM by its route, or not at all', () => {
      const call = crmCallFor({ form, locale: 'nl', propertyId: entry.property ? 4012345 : null, fields: { lastName: 'Peeters', email: 'an@example.be' } });
      expect(call?.method ?? null).toBe(entry.crm === null ? null : CRM_METHOD[entry.crm]);
    });

    it('has a component that posts as this form, when an island renders it', () => {
      if (entry.islands.length === 0) return;
      expect(readFileSync('components/forms/forms.tsx', 'utf8')).toContain(`formId="${form}"`);
    });

    it('is posted by the hostile run, or says why not', () => {
      if (entry.hostilePage === null) expect(entry.appearsOn).not.toBe('');
      else expect(hostileFormPages()).toContain(entry.hostilePage);
    });
  });

  it('derives the thank-you pages, the visit forms and the property page sections', () => {
    expect(THANK_YOU_PAGES).toEqual(expect.arrayContaining(['site-contact', 'contact-demand', 'insurance-proposal']));
    expect(THANK_YOU_PAGES).not.toContain('jobs');
    expect(VISIT_FORMS).toEqual(['contact-appointment']);
    const anchors = Object.values(PROPERTY_SECTIONS).map((s) => s.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const { form } of Object.values(PROPERTY_SECTIONS)) expect(leadForm(form).property, form).toBeTruthy();
  });

  it('refuses, at compile time, a map over the registry that lacks a form or names a stranger', () => {
    // @ts-expect-error a map of the site forms without 'jobs' (and the others) does not compile
    const incomplete = { 'site-contact': 1 } satisfies Record<LeadFormsIn<'site'>, number>;
    // @ts-expect-error 'rental-application' is no site form: SiteFormIsland does not render it
    const stranger = { 'rental-application': 1 } satisfies Partial<Record<LeadFormsIn<'site'>, number>>;
    expect([incomplete, stranger]).toHaveLength(2);
  });
});
