'use server';

import 'server-only';

import { isAlertToken } from '@/lib/alerts/token';
import { getProperties } from '@/lib/catalogue';
import { isSiteLocale } from '@/lib/locale';
import { confirmSearchProfile } from '../alerts/profiles';
import { matchingProperties } from '../alerts/sweep';
import { getDb } from '../db/client';
import { confirmNewsletter } from '../newsletter/subscriptions';
import { retentionFromEnv } from '../retention/periods';
import type { UnsubscribeResult } from './unsubscribe';

/**
 * Confirms an address with the mailed token (a POST, like the unsubscribe link): a search alert's,
 * or a newsletter subscription's while it has not expired.
 */
export async function confirmAlertAction(_previous: UnsubscribeResult | null, formData: FormData): Promise<UnsubscribeResult> {
  try {
    const token = formData instanceof FormData ? formData.get('token') : null;
    if (typeof token === 'string' && !isAlertToken(token)) {
      const confirmed = await confirmNewsletter(getDb().db, token, new Date(), retentionFromEnv().unconfirmedDays);
      return confirmed ? { ok: true } : { ok: false, formError: 'NewsletterConfirm.invalid' };
    }
    const matching = matchingProperties((locale) => (isSiteLocale(locale) ? getProperties(locale) : []));
    return (await confirmSearchProfile(getDb().db, token, matching)) ? { ok: true } : { ok: false, formError: 'Alerts.confirm.invalid' };
  } catch (error) {
    console.error('[alerts] confirm:', error instanceof Error ? error.message : error);
    return { ok: false, formError: 'Errors.api' };
  }
}
