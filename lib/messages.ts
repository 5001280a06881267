/**
 * Every language's messages (messages/<code>.json), bundled together, for the code that answers
 * outside next-intl's request: mails, the CRM's record texts, the landing pages' plurals, the
 * proxy's refusal page. A page reads its own language through next-intl (i18n/request.ts); a form
 * island loads one lazily (components/forms/form-catalogue.ts). Static imports, so the bundler sees
 * them; typed as en.json, the reference every catalogue holds the keys of.
 */
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import type { SiteLocale } from '@/lib/locale';

export type Messages = typeof en;

export const MESSAGES: Readonly<Record<SiteLocale, Messages>> = { nl, fr, en, de };
