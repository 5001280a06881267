'use server';

/** The admins' erasure of one person's data (lib/server/privacy): find what the site holds, then erase it. */
import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { email } from '@/lib/forms/fields';
import { altchaKey } from '../captcha';
import { getDb } from '../db/client';
import { getEnv } from '../env';
import type { PersonData } from '@/lib/privacy/person-data-kinds';
import { erasePersonData, findPersonData } from '../privacy/person-data';
import { requireAdmin } from './editor-form';

export type PrivacyState =
  | { step: 'ask'; email: string; fieldError?: string; formError?: string }
  | { step: 'found'; email: string; data: PersonData; formError?: string }
  | { step: 'erased'; data: PersonData };

const requestSchema = z.object({ email: email(), intent: z.enum(['find', 'erase']), confirm: z.literal('yes').optional() });

const mailDir = () => path.join(getEnv().DATA_DIR, 'mail');

export async function privacyAction(locale: string, _previous: PrivacyState | null, formData: FormData): Promise<PrivacyState> {
  const typed = typeof formData.get('email') === 'string' ? String(formData.get('email')).slice(0, 300) : '';
  const admin = await requireAdmin(locale, 'erase-person');
  if (!admin) return { step: 'ask', email: typed, formError: 'Editor.errors.adminOnly' };
  try {
    const parsed = requestSchema.safeParse({
      email: typed,
      intent: formData.get('intent') ?? 'find',
      confirm: formData.get('confirm') ?? undefined,
    });
    if (!parsed.success) {
      const fieldError = z.flattenError(parsed.error).fieldErrors.email?.[0];
      return { step: 'ask', email: typed, fieldError: fieldError ?? 'Validation.emailInvalid' };
    }
    const db = getDb().db;
    if (parsed.data.intent === 'erase') {
      if (parsed.data.confirm !== 'yes') {
        return { step: 'found', email: parsed.data.email, data: await findPersonData(db, parsed.data.email, mailDir()), formError: 'Editor.privacy.confirmRequired' };
      }
      const data = await erasePersonData(db, { email: parsed.data.email, actorId: admin.id, key: altchaKey(), mailDir: mailDir() });
      return { step: 'erased', data };
    }
    return { step: 'found', email: parsed.data.email, data: await findPersonData(db, parsed.data.email, mailDir()) };
  } catch (error) {
    console.error('[privacy] failed:', error instanceof Error ? error.message : error);
    return { step: 'ask', email: typed, formError: 'Errors.api' };
  }
}
