import type { ConsentFlag } from '@/lib/consent/consent-state';

/** The texts of the cookie settings dialog and the saved notice, resolved on the server and passed to the client island. */
export interface ConsentTexts {
  agreeAll: string;
  decline: string;
  changeSettings: string;
  agreePartly: string;
  back: string;
  settingsIntro: string;
  alwaysOn: string;
  /** The five cookie categories of SPEC §4, in order: necessary, analytics, marketing, social media, unclassified. */
  categories: { title: string; content: string }[];
  flags: Record<ConsentFlag, { label: string; hint: string }>;
  socialNote: string;
  unclassifiedNote: string;
  saved: string;
}
