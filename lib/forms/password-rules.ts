/**
 * The owner password's length rules, apart from the zod schemas of ./owner-account: the login and
 * password forms show them in the browser, and importing them from the schemas would bring all of
 * zod (about 30 KB gzip) into those pages for two numbers.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
