/**
 * The search-alert mail: the new and price-lowered properties of one profile, in its
 * language, each with its price and its page, and the unsubscribe link. Plain text, like every mail.
 * The properties are read from the snapshot when the mail is sent; one gone since is left out.
 */
import 'server-only';
import { getSiteConfig } from '@/lib/content/site';
import { getProperty, type Property } from '@/lib/catalogue';
import { PRICE_HIDING_MARQUEES } from '@/lib/marquee';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import { formatPrice } from '@/lib/price';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import type { Announcement } from '@/lib/alerts/match';
import { siteUrl, unsubscribeLink, type RenderedMail } from './render';
import { translatorFor } from './translate';

/** An alert's outbox payload: the profile's token and its announcements as 'id:kind,…'. */
export type AlertPayload = { token: string; items: string };

export function alertPayload(token: string, announcements: readonly Pick<Announcement, 'id' | 'kind'>[]): AlertPayload {
  return { token, items: announcements.map((a) => `${a.id}:${a.kind}`).join(',') };
}

function itemsOf(payload: Record<string, string>): { id: number; kind: Announcement['kind'] }[] {
  return (payload.items ?? '')
    .split(',')
    .map((item) => item.split(':'))
    .filter(([id, kind]) => /^\d+$/.test(id ?? '') && (kind === 'new' || kind === 'lowered'))
    .map(([id, kind]) => ({ id: Number(id), kind: kind as Announcement['kind'] }));
}

/** The alert of `payload` in `mailLocale`, or null when none of its properties is still on offer. */
export function renderAlertMail(
  mailLocale: string,
  payload: Record<string, string>,
  find: (locale: SiteLocale, id: number) => Property | undefined = getProperty,
): (RenderedMail & { unsubscribe: string }) | null {
  const locale: SiteLocale = isSiteLocale(mailLocale) ? mailLocale : 'en';
  const t = translatorFor(locale);
  const agency = getSiteConfig().agency.name;
  const found = itemsOf(payload).flatMap(({ id, kind }) => {
    const p = find(locale, id);
    return p ? [{ p, kind }] : [];
  });
  if (found.length === 0) return null;
  const lines = found.flatMap(({ p, kind }) => {
    const price = formatPrice(p, { startingFromText: t('STARTING_FROM'), ignoredMarquees: PRICE_HIDING_MARQUEES }) || t('Property.priceOnRequest');
    const title = p.TypeDescription.trim() || p.MainTypeName;
    return [`${t(`Alerts.mail.${kind}`)}: ${title}`, `${p.City} · ${price}`, `${siteUrl()}${canonicalPropertyPath(p, locale)}`, ''];
  });
  const unsubscribe = unsubscribeLink(locale, payload.token ?? '');
  return {
    subject: t('Alerts.mail.subject', { count: found.length, agency }),
    text: [t('Alerts.mail.intro'), '', ...lines, t('Alerts.mail.unsubscribe'), unsubscribe, '', t('Forms.mail.signature', { agency })].join('\n'),
    unsubscribe,
  };
}
