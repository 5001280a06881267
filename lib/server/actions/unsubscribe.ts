'use server';

import 'server-only';

import { getDb } from '../db/client';
import { unsubscribe } from '../forms/unsubscribe';

export type UnsubscribeResult = { ok: true } | { ok: false; formError: string };

/** Unsubscribes the holder of the mailed token (a POST: a link preview must not unsubscribe anyone). */
export async function unsubscribeAction(_previous: UnsubscribeResult | null, formData: FormData): Promise<UnsubscribeResult> {
  try {
    // A crafted post can put anything where the FormData belongs: that is an invalid link too.
    const token = formData instanceof FormData ? formData.get('token') : null;
    return (await unsubscribe(getDb().db, token)) ? { ok: true } : { ok: false, formError: 'Forms.unsubscribe.invalid' };
  } catch (error) {
    console.error('[forms] unsubscribe:', error instanceof Error ? error.message : error);
    return { ok: false, formError: 'Errors.api' };
  }
}
