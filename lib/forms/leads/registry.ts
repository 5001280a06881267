/**
 * The lead forms: every form a visitor sends to the agency, one entry each. Every list of lead
 * forms in the code is derived from this table (the ids, the thank-you pages, the CRM routes, the
 * visitor mails, the owner statistics, the islands that render them, the property page's sections),
 * and the places that need code per form (the schema and rules in lib/server/forms/definitions.ts,
 * the component maps in components/forms/form-island.tsx) are `Record`s over `LeadFormId`, so a
 * new entry that lacks one of them does not compile. The short path: docs/adding-a-lead-form.md.
 *
 * Pure data without imports: the proxy and client code may read it without pulling in schemas or
 * server code.
 */

/** The components of components/forms/form-island.tsx that render lead forms. */
export type LeadFormIsland =
  /** `SiteFormIsland`: a page of its own, or a content page's contact module or form. */
  | 'site'
  /** `PropertyFormIsland`: one section of the property detail page (see `detailSection`). */
  | 'property'
  /** `PropertyInsuranceIsland`: the insurance section of the property detail page, the address filled in. */
  | 'property-insurance'
  /** `ProjectFormIsland`: a new-build project's detail page. */
  | 'project'
  /** `RenovationAdviceIsland`: under a renovation calculator's result. */
  | 'calculator';

/** How a valid post is answered: the thank-you page `/{lang}/{bedankt|merci|thank-you}/<ending>/`, or a message in the form. */
export type LeadFormAnswer = { thankYou: string } | { inline: string };

/**
 * Where the CRM gets the lead (lib/server/crm/omnicasa/leads.ts): ContactOnMe on the property or
 * for the agency, ContactOnMeProject, DemandRegister, or nothing (the reason is in that file).
 */
export type LeadCrmRoute = 'property' | 'agency' | 'project' | 'demand' | null;

export interface LeadFormEntry {
  answer: LeadFormAnswer;
  /** The form error shown when the submission cannot be stored. */
  failureKey: string;
  /** The body of the visitor's confirmation mail (a message key), or null: the visitor gets none. */
  visitorMail: string | null;
  /** Whether a mail goes to a third party the visitor names (lib/server/forms/definitions `extraMails`). */
  friendMail?: true;
  /**
   * Whether the form carries a `propertyId` checked against the catalogue: always, or 'optional'
   * (a form that is also on pages of no property: checked when it is there).
   */
  property?: true | 'optional';
  crm: LeadCrmRoute;
  /** What a lead about a property counts as in the owner's statistics (lib/server/stats). */
  ownerStats: 'visits' | 'communications';
  /** The components that render it; empty for a form no page shows yet. */
  islands: readonly LeadFormIsland[];
  /** Its section on the property detail page: the kind that names its button and heading, and the anchor. */
  detailSection?: { kind: string; anchor: string };
  /** Where it appears, in words, for the reader of this table. */
  appearsOn: string;
  /**
   * A page that holds it, as the hostile run (tests/harness/hostile/run.mjs FORM_PAGES) asks for it,
   * or null with the reason in `appearsOn`.
   */
  hostilePage: string | null;
}

const CONTACT_FAILED = 'Errors.contactMailFailed';
const PROPERTY_PAGE = '/fr/property/4012345/';
/** The property page with one request of its contact block open (it shows one form at a time). */
const propertyPageWith = (request: string) => `${PROPERTY_PAGE}?request=${request}`;

export const LEAD_FORMS = {
  'site-contact': {
    answer: { thankYou: 'site-contact' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Success.contact',
    crm: 'agency',
    ownerStats: 'communications',
    islands: ['site'],
    appearsOn: 'the contact module of a content page (the contact page)',
    hostilePage: '/fr/contact/',
  },
  jobs: {
    answer: { thankYou: 'site-contact' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Success.contact',
    // A job application: not a client, and its CV stays out of the CRM.
    crm: null,
    ownerStats: 'communications',
    islands: ['site'],
    appearsOn: 'the contact module of the /jobs content page',
    hostilePage: '/fr/job/',
  },
  'contact-demand': {
    answer: { thankYou: 'contact-demand' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Success.valuation',
    crm: 'agency',
    ownerStats: 'communications',
    islands: ['site'],
    appearsOn: 'the valuation page /contact-demand',
    hostilePage: '/nl/gratis-schatting/',
  },
  'demand-register': {
    answer: { thankYou: 'demand-register' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Forms.mail.demandRegisterBody',
    crm: 'demand',
    ownerStats: 'communications',
    islands: ['site'],
    appearsOn: "the 'keep me informed' page /demand-register",
    hostilePage: '/fr/tenez-moi-au-courant/',
  },
  'contact-me': {
    answer: { thankYou: 'contact-me' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Success.contact',
    property: true,
    crm: 'property',
    ownerStats: 'communications',
    islands: ['property'],
    detailSection: { kind: 'contact', anchor: 'contact' },
    appearsOn: 'the property detail page, also when sold or rented',
    hostilePage: propertyPageWith('contact'),
  },
  'contact-appointment': {
    answer: { thankYou: 'contact-appointment' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Success.contact',
    property: true,
    crm: 'property',
    ownerStats: 'visits',
    islands: ['property'],
    detailSection: { kind: 'visit', anchor: 'visit' },
    appearsOn: 'the property detail page while available',
    hostilePage: propertyPageWith('visit'),
  },
  'contact-construction': {
    answer: { thankYou: 'contact-construction' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Success.contact',
    crm: 'project',
    ownerStats: 'communications',
    islands: ['project'],
    appearsOn: "a new-build project's detail page",
    hostilePage: '/fr/projets/',
  },
  'document-request': {
    answer: { inline: 'Success.documentsSoon' },
    failureKey: 'Errors.requestDocumentFailed',
    visitorMail: 'Success.documentsSoon',
    property: true,
    crm: 'property',
    ownerStats: 'communications',
    islands: ['property'],
    detailSection: { kind: 'documents', anchor: 'documents' },
    appearsOn: 'the property detail page while available',
    hostilePage: propertyPageWith('documents'),
  },
  'send-to-friend': {
    answer: { thankYou: 'send-to-friend' },
    failureKey: CONTACT_FAILED,
    visitorMail: null,
    friendMail: true,
    property: true,
    // The friend's address is a third party's.
    crm: null,
    ownerStats: 'communications',
    islands: ['property'],
    detailSection: { kind: 'sendToFriend', anchor: 'send-to-friend' },
    appearsOn: 'the property detail page while available',
    hostilePage: propertyPageWith('sendToFriend'),
  },
  'sign-newsletter': {
    answer: { thankYou: 'sign-newsletter' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Forms.mail.newsletterBody',
    // The site's own list.
    crm: null,
    ownerStats: 'communications',
    islands: ['site'],
    appearsOn: 'the page /newsletter',
    hostilePage: '/fr/newsletter/',
  },
  testimonial: {
    answer: { inline: 'Success.testimonial' },
    failureKey: 'Errors.testimonialFailed',
    visitorMail: 'Success.testimonial',
    // A review, not a request.
    crm: null,
    ownerStats: 'communications',
    islands: ['site'],
    appearsOn: "the 'testimonials' article",
    hostilePage: '/fr/temoignages/',
  },
  'purchase-offer': {
    answer: { inline: 'Forms.success.offer' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Success.contact',
    property: true,
    crm: 'property',
    ownerStats: 'communications',
    islands: ['property'],
    detailSection: { kind: 'offer', anchor: 'offer' },
    appearsOn: 'the detail page of a property for sale while available',
    hostilePage: propertyPageWith('offer'),
  },
  'rental-application': {
    answer: { inline: 'Forms.success.rentalApplication' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Success.contact',
    property: true,
    crm: 'property',
    ownerStats: 'communications',
    // PropertyFormIsland renders it, but the property page has no section for it.
    islands: ['property'],
    appearsOn: 'no page yet (no section of the property detail page shows it)',
    hostilePage: null,
  },
  'property-management': {
    answer: { thankYou: 'site-contact' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Success.contact',
    crm: 'agency',
    ownerStats: 'communications',
    islands: ['site'],
    appearsOn: "the 'you-are-owner' article",
    hostilePage: '/fr/vous-etes-proprietaire/',
  },
  'renovation-advice': {
    answer: { thankYou: 'renovation-advice' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Success.contact',
    property: 'optional',
    crm: 'agency',
    ownerStats: 'communications',
    islands: ['calculator'],
    appearsOn: "under a renovation calculator's result (its page, a property's page): only after a calculation",
    hostilePage: null,
  },
  'insurance-proposal': {
    answer: { thankYou: 'insurance-proposal' },
    failureKey: CONTACT_FAILED,
    visitorMail: 'Success.contact',
    property: 'optional',
    crm: 'agency',
    ownerStats: 'communications',
    islands: ['site', 'property-insurance'],
    detailSection: { kind: 'insurance', anchor: 'insurance' },
    appearsOn: 'the page /services/insurance-proposal and the property detail page',
    hostilePage: propertyPageWith('insurance'),
  },
} as const satisfies Record<string, LeadFormEntry>;

export type LeadFormId = keyof typeof LEAD_FORMS;
type Entry<F extends LeadFormId> = (typeof LEAD_FORMS)[F];

/** The ids, in the table's order. */
export const LEAD_FORM_IDS = Object.keys(LEAD_FORMS) as LeadFormId[];

export function isLeadFormId(value: string): value is LeadFormId {
  return Object.hasOwn(LEAD_FORMS, value);
}

/** The entry of `form` as its general type (for code that reads one field of any form). */
export function leadForm(form: LeadFormId): LeadFormEntry {
  return LEAD_FORMS[form];
}

/** The lead forms one island renders: `LeadFormsIn<'site'>` is 'site-contact' | 'jobs' | …. */
export type LeadFormsIn<I extends LeadFormIsland> = {
  [F in LeadFormId]: I extends Entry<F>['islands'][number] ? F : never;
}[LeadFormId];

/** The endings of the thank-you pages: each form's own, or the one it shares ('jobs' lands on 'site-contact'). */
export type ThankYouPage = {
  [F in LeadFormId]: Entry<F>['answer'] extends { thankYou: infer P extends string } ? P : never;
}[LeadFormId];

/** The thank-you page of `form`, or null when it answers inline. */
export function thankYouPageOf(form: LeadFormId): ThankYouPage | null {
  const answer: LeadFormAnswer = LEAD_FORMS[form].answer;
  return 'thankYou' in answer ? (answer.thankYou as ThankYouPage) : null;
}

export const THANK_YOU_PAGES: ThankYouPage[] = [...new Set(LEAD_FORM_IDS.flatMap((form) => thankYouPageOf(form) ?? []))];

export function isThankYouPage(value: string): value is ThankYouPage {
  return (THANK_YOU_PAGES as readonly string[]).includes(value);
}

/** The message of `form` shown in the form itself after a valid post, or null when it has a thank-you page. */
export function inlineSuccessOf(form: LeadFormId): string | null {
  const answer: LeadFormAnswer = LEAD_FORMS[form].answer;
  return 'inline' in answer ? answer.inline : null;
}

/** The forms whose leads are booked visits in the owner's statistics; every other lead about a property is a communication. */
export type VisitFormId = { [F in LeadFormId]: Entry<F>['ownerStats'] extends 'visits' ? F : never }[LeadFormId];
export const VISIT_FORMS = LEAD_FORM_IDS.filter((form) => LEAD_FORMS[form].ownerStats === 'visits') as VisitFormId[];

export function isVisitForm(form: string): boolean {
  return (VISIT_FORMS as readonly string[]).includes(form);
}

/** Whether a lead's remark was written to the agency; a message to a friend is the visitor's and the friend's, never the owner's. */
export function remarkIsForAgency(form: string): boolean {
  return !(form in LEAD_FORMS && (LEAD_FORMS[form as LeadFormId] as { friendMail?: true }).friendMail);
}

/** The sections of the property detail page that hold a lead form: 'contact', 'visit', …. */
export type PropertyFormKind = {
  [F in LeadFormId]: Entry<F> extends { detailSection: { kind: infer K extends string } } ? K : never;
}[LeadFormId];

export function isPropertyFormKind(value: string): value is PropertyFormKind {
  return LEAD_FORM_IDS.some((form) => (LEAD_FORMS[form] as LeadFormEntry).detailSection?.kind === value);
}

/** The lead form of each property page section. */
export type LeadFormOfSection<K extends PropertyFormKind> = {
  [F in LeadFormId]: Entry<F> extends { detailSection: { kind: K } } ? F : never;
}[LeadFormId];

export const PROPERTY_SECTIONS = Object.fromEntries(
  LEAD_FORM_IDS.flatMap((form) => {
    const entry: LeadFormEntry = LEAD_FORMS[form];
    return entry.detailSection ? [[entry.detailSection.kind, { form, anchor: entry.detailSection.anchor }]] : [];
  }),
) as { [K in PropertyFormKind]: { form: LeadFormOfSection<K>; anchor: string } };
