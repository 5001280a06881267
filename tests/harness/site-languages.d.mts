/** The site-contact page, its thank-you page, and a list page (for sale or for rent) of a language. */
export const HARNESS_PAGES: Record<string, { contact: string; thankYou: string; list: string }>;
export const HARNESS_LOCALES: string[];
