import type { ConsentFlag } from '@/lib/consent/consent-state';
import type { TextSegment } from '@/lib/consent/link-phrases';

/** Every text of the cookie dialog, resolved on the server and passed to the client island. */
export interface ConsentTexts {
  title: string;
  mainText: string;
  links: TextSegment[];
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
  /** Read after a link that opens in a new tab. */
  newTab: string;
}
