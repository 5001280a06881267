/**
 * The site's pages an editor's link field offers (a top-bar entry, a footer link, a page's
 * redirect), so staff choose a page by its title instead of typing its path. Pure.
 */
import type { SiteLocale } from '@/lib/locale';
import type { MenuPage } from './menu-schema';
import { writtenLanguages } from './translations';

/** Pages of the route table that are not in the page tree, by the message that names them (the footer's labels too). */
export const FIXED_LINK_LABELS = {
  '/demand-register': 'Footer.links.demandRegister',
  '/contact-demand': 'FREE_EVALUATION',
  '/projects': 'Footer.links.projects',
  '/news': 'Footer.links.news',
  '/newsletter': 'Footer.links.newsletter',
  '/testimonials': 'Footer.links.testimonials',
  '/privacy-statement': 'Footer.links.privacyStatement',
  '/cookie-policy': 'Footer.links.cookiePolicy',
  '/disclaimer': 'Footer.links.disclaimer',
} as const;
export type FixedLinkLabel = (typeof FIXED_LINK_LABELS)[keyof typeof FIXED_LINK_LABELS];

export type LinkChoice = { value: string; label: string };

/** A page's title in `locale`, else in the first language it is written in, else its name. */
export function pageTitleIn(page: MenuPage, locale: SiteLocale): string {
  const title = page.params.title;
  return title[locale]?.trim() || title[writtenLanguages(title)[0] ?? locale]?.trim() || page.name;
}

/** The tree's pages (in tree order, not the ones that only redirect), then the fixed pages it does not hold, each once by its internal path. */
export function linkChoices(pages: readonly MenuPage[], locale: SiteLocale, fixedLabel: (key: FixedLinkLabel) => string): LinkChoice[] {
  const seen = new Set<string>();
  const choices: LinkChoice[] = [];
  const add = (value: string, label: string) => {
    if (seen.has(value)) return;
    seen.add(value);
    choices.push({ value, label });
  };
  for (const page of pages) if (!page.params.redirectUrl) add(page.path, pageTitleIn(page, locale));
  for (const [path, key] of Object.entries(FIXED_LINK_LABELS)) add(path, fixedLabel(key));
  return choices;
}
