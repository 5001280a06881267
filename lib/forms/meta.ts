/** Field names every form posts besides its own fields. */
export const HONEYPOT_FIELD = 'website';
export const CAPTCHA_FIELD = 'altcha';
/** The answer and signed token of the question asked instead of ALTCHA without JavaScript. */
export const CAPTCHA_ANSWER_FIELD = 'captchaAnswer';
export const CAPTCHA_TOKEN_FIELD = 'captchaToken';
export const PAGE_FIELD = '_page';
export const UTM_FIELD = '_utm_source';

/** The forms, by id; `feedback` is the thank-you page ending (SPEC §2.2) or null for an inline answer. */
export const FORM_IDS = [
  'site-contact',
  'jobs',
  'contact-demand',
  'demand-register',
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'document-request',
  'send-to-friend',
  'sign-newsletter',
  'testimonial',
  'purchase-offer',
  'rental-application',
  'property-management',
  'renovation-advice',
  'insurance-proposal',
] as const;
export type FormId = (typeof FORM_IDS)[number];
