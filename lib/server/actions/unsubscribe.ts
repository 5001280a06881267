'use server';

import { getDb } from '../db/client';
import { unsubscribe } from '../forms/unsubscribe';

export type UnsubscribeResult = { ok: true } | { ok: false; formError: string };

/** Unsubscribes the holder of the mailed token (a POST: a link preview must not unsubscribe anyone). */
export async function unsubscribeAction(_previous: UnsubscribeResult | null, formData: FormData): Promise<UnsubscribeResult> {
  try {
    return (await unsubscribe(getDb().db, formData.get('token'))) ? { ok: true } : { ok: false, formError: 'Forms.unsubscribe.invalid' };
  } catch (error) {
    console.error('[forms] unsubscribe:', error instanceof Error ? error.message : error);
    return { ok: false, formError: 'Errors.api' };
  }
}
