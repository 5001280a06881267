/** SPEC §2.2: the endings of the thank-you (feedback) pages, one per form. */
export const FEEDBACK_FORMS = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  // Beyond SPEC §2.2's list: the renovation advice request and the insurance proposal.
  'renovation-advice',
  'insurance-proposal',
] as const;
export type FeedbackForm = (typeof FEEDBACK_FORMS)[number];

export function isFeedbackForm(value: string): value is FeedbackForm {
  return (FEEDBACK_FORMS as readonly string[]).includes(value);
}
