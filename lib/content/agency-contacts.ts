/**
 * The agency's phone and e-mail are kept once, in Settings (`site.agency`): a top-bar entry shows
 * them by naming its `source` instead of carrying its own copy, so one change in Settings reaches
 * the top bar, the footer, the contact page and the structured data. Pure.
 */
// Relative imports: next.config.ts reads the site schema, and its loader knows no '@/' alias.
import { perLanguage } from '../locale';
import { phoneLink } from '../phone';
import type { SiteConfig, TopBarItem } from './site-schema';

export const AGENCY_SOURCES = ['agencyPhone', 'agencyEmail'] as const;
export type AgencySource = (typeof AGENCY_SOURCES)[number];

type Agency = Pick<SiteConfig['agency'], 'phone' | 'email'>;

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The source a stored entry stands for: its own, or (an entry saved before sources existed) the
 * agency's phone when its tel: link dials the agency's number, the agency's e-mail when it mails it.
 */
export function agencySourceOf(item: Pick<TopBarItem, 'link' | 'source'>, agency: Agency): AgencySource | undefined {
  if (item.source) return item.source;
  const link = item.link.trim();
  if (/^tel:/i.test(link) && digits(link) !== '' && digits(link) === digits(agency.phone)) return 'agencyPhone';
  if (/^mailto:/i.test(link) && link.slice(7).toLowerCase() === agency.email.toLowerCase()) return 'agencyEmail';
  return undefined;
}

/** The entry as the site shows it: an agency source gets its link and its text from Settings. */
export function shownTopBarItem(item: TopBarItem, agency: Agency): TopBarItem {
  const source = agencySourceOf(item, agency);
  if (source === 'agencyPhone') {
    const phone = phoneLink(agency.phone);
    return { ...item, link: phone.href, label: perLanguage(() => phone.text) };
  }
  if (source === 'agencyEmail') return { ...item, link: `mailto:${agency.email}`, label: perLanguage(() => agency.email) };
  return item;
}

/** An entry showing an agency source as it is stored: no link or label of its own. */
export const sourcedItem = (item: TopBarItem, source: AgencySource): TopBarItem => ({ ...item, source, link: '', label: perLanguage(() => '') });

/** A stored site whose top-bar entries copy the agency's phone or e-mail, with those entries naming their source instead. */
export function withAgencySources(site: SiteConfig): SiteConfig {
  const migrate = (items: TopBarItem[]) =>
    items.map((item) => {
      const source = agencySourceOf(item, site.agency);
      return source && !item.source ? sourcedItem(item, source) : item;
    });
  return { ...site, topBar: { ...site.topBar, left: migrate(site.topBar.left), right: migrate(site.topBar.right) } };
}
