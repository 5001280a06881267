'use server';

import 'server-only';

import { getProperties } from '@/lib/catalogue';
import { isSiteLocale } from '@/lib/locale';
import { confirmSearchProfile } from '../alerts/profiles';
import { matchingProperties } from '../alerts/sweep';
import { getDb } from '../db/client';
import type { UnsubscribeResult } from './unsubscribe';

/** Confirms a search alert's address with the mailed token (a POST, like the unsubscribe link). */
export async function confirmAlertAction(_previous: UnsubscribeResult | null, formData: FormData): Promise<UnsubscribeResult> {
  try {
    const token = formData instanceof FormData ? formData.get('token') : null;
    const matching = matchingProperties((locale) => (isSiteLocale(locale) ? getProperties(locale) : []));
    return (await confirmSearchProfile(getDb().db, token, matching)) ? { ok: true } : { ok: false, formError: 'Alerts.confirm.invalid' };
  } catch (error) {
    console.error('[alerts] confirm:', error instanceof Error ? error.message : error);
    return { ok: false, formError: 'Errors.api' };
  }
}
