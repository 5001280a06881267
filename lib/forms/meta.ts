/** Field names every form posts besides its own fields. */
export const HONEYPOT_FIELD = 'website';
export const CAPTCHA_FIELD = 'altcha';
/** The answer and signed token of the question asked instead of ALTCHA without JavaScript. */
export const CAPTCHA_ANSWER_FIELD = 'captchaAnswer';
export const CAPTCHA_TOKEN_FIELD = 'captchaToken';
export const PAGE_FIELD = '_page';
export const UTM_FIELD = '_utm_source';
