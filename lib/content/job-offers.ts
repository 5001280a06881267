/**
 * Which job offers of an article are open: posted, and not past their last day
 * (`validThrough`, a calendar day in Brussels). Closed offers are neither shown nor published.
 */
import { SITE_TIME_ZONE } from '@/lib/dates';
import type { JobOffer } from './article-schema';

// 'en-CA' writes dates as YYYY-MM-DD, so calendar days compare as strings.
const brusselsDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function openJobOffers(offers: readonly JobOffer[], now: Date = new Date()): JobOffer[] {
  const today = brusselsDay.format(now);
  return offers.filter(
    (o) => o.datePosted <= today && (o.validThrough === null || today <= o.validThrough),
  );
}
