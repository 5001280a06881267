'use server';

/** The staff's second factor: turning it on (the security screen) and the login's second step. */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { defaultAuthDeps } from '../auth/auth-deps';
import { challengeCookieName, sessionCookieName, sessionCookieOptions } from '../auth/session-cookie';
import { completeLoginChallenge, confirmTwoFactor } from '../auth/two-factor';
import { clientIp } from '../client-ip';
import { getDb } from '../db/client';
import type { AccountFormResult } from './account-auth';
import { requireStaff, staffHome } from './editor-form';

/** What the enrolment form gets back: the recovery codes once, on success. */
export type TwoFactorFormResult = AccountFormResult & { recoveryCodes?: string[] };

const posted = (formData: unknown, name: string) => {
  const value = formData instanceof FormData ? formData.get(name) : null;
  return typeof value === 'string' ? value.trim().slice(0, 40) : '';
};

export async function confirmTwoFactorAction(locale: string, _previous: TwoFactorFormResult | null, formData: FormData): Promise<TwoFactorFormResult> {
  const staff = await requireStaff(locale);
  const code = posted(formData, 'code');
  try {
    const result = await confirmTwoFactor(getDb().db, staff.id, code, new Date());
    if (result.ok) return { ok: true, formError: null, fieldErrors: {}, recoveryCodes: result.recoveryCodes };
  } catch (error) {
    console.error('[editor] two-factor enrolment failed:', error instanceof Error ? error.message : error);
    return { ok: false, formError: 'Errors.api', fieldErrors: {} };
  }
  return { ok: false, formError: null, fieldErrors: { code: ['Editor.security.CODE_INVALID'] } };
}

export async function staffSecondStepAction(locale: string, _previous: AccountFormResult | null, formData: FormData): Promise<AccountFormResult> {
  const jar = await cookies();
  const code = posted(formData, 'code');
  if (!code) return { ok: false, formError: null, fieldErrors: { code: ['Editor.login.code.CODE_INVALID'] } };
  let session: { token: string; expiresAt: Date };
  try {
    const result = await completeLoginChallenge(defaultAuthDeps(), {
      challenge: jar.get(challengeCookieName())?.value,
      code,
      ip: await clientIp(),
      previousToken: jar.get(sessionCookieName('staff'))?.value ?? null,
    });
    if (!result.ok) {
      if (result.code === 'CODE_INVALID') return { ok: false, formError: null, fieldErrors: { code: ['Editor.login.code.CODE_INVALID'] } };
      return { ok: false, formError: result.code === 'TOO_MANY_ATTEMPTS' ? 'Portal.login.TOO_MANY_ATTEMPTS' : 'Editor.login.code.CHALLENGE_INVALID', fieldErrors: {} };
    }
    session = result;
  } catch (error) {
    console.error('[editor] second login step failed:', error instanceof Error ? error.message : error);
    return { ok: false, formError: 'Errors.api', fieldErrors: {} };
  }
  jar.delete({ name: challengeCookieName(), path: '/', secure: sessionCookieOptions(new Date()).secure, httpOnly: true });
  jar.set(sessionCookieName('staff'), session.token, sessionCookieOptions(session.expiresAt));
  redirect(staffHome(locale));
}
