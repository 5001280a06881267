'use server';

/**
 * The account forms' server actions: the owners' login and logout, and the 'forgot password' and
 * 'choose a password' forms of both realms (owners on the site, staff in the editor).
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  ownerLoginSchema,
  resetPasswordSchema,
} from '@/lib/forms/owner-account';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { defaultAuthDeps } from '../auth/auth-deps';
import { logIn } from '../auth/login';
import { requestPasswordReset, resetPassword } from '../auth/password-reset';
import { revokeEverySessionOf, revokeSession, type SessionRealm } from '../auth/sessions';
import { sessionCookieName, sessionCookieOptions } from '../auth/session-cookie';
import { clientIp } from '../client-ip';
import { getDb } from '../db/client';

/** What an account form (login, forgot, reset; owner or staff) gets back: message keys, translated where they are shown. */
export type AccountFormResult = {
  ok: boolean;
  formError: string | null;
  fieldErrors: Record<string, string[] | undefined>;
  email?: string;
};

/**
 * The named fields of a post. An action's arguments come from the request: a crafted post can
 * put anything where the FormData belongs, which then reads as an empty form.
 */
const fields = (formData: unknown, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, formData instanceof FormData ? (formData.get(name) ?? undefined) : undefined]));

function invalid(error: z.ZodError, email?: unknown): AccountFormResult {
  const flat = z.flattenError(error);
  return {
    ok: false,
    formError: flat.formErrors[0] ?? null,
    fieldErrors: flat.fieldErrors,
    email: typeof email === 'string' ? email : '',
  };
}

function failure(formError: string, email?: string): AccountFormResult {
  return { ok: false, formError, fieldErrors: {}, email: email ?? '' };
}

const localeOf = (value: string): SiteLocale => (isSiteLocale(value) ? value : 'fr');

export async function loginAction(
  locale: string,
  _previous: AccountFormResult | null,
  formData: FormData,
): Promise<AccountFormResult> {
  const raw = fields(formData, ['email', 'password']);
  const parsed = ownerLoginSchema.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error, raw.email);
  const jar = await cookies();
  let token: string;
  let expiresAt: Date;
  try {
    const result = await logIn(defaultAuthDeps(), {
      ...parsed.data,
      ip: await clientIp(),
      previousToken: jar.get(sessionCookieName())?.value ?? null,
    });
    if (!result.ok) {
      return failure(
        result.code === 'USER_NOT_FOUND'
          ? 'Errors.USER_NOT_FOUND'
          : 'Portal.login.TOO_MANY_ATTEMPTS',
        parsed.data.email,
      );
    }
    ({ token, expiresAt } = result);
  } catch (error) {
    console.error('[portal] login failed:', error instanceof Error ? error.message : error);
    return failure('Errors.api', parsed.data.email);
  }
  jar.set(sessionCookieName(), token, sessionCookieOptions(expiresAt));
  redirect(localizedHref('/portal', localeOf(locale)));
}

async function endSessions(locale: string, everywhere: boolean): Promise<void> {
  const jar = await cookies();
  const token = jar.get(sessionCookieName())?.value;
  if (token) {
    const db = getDb().db;
    await (everywhere ? revokeEverySessionOf(db, token) : revokeSession(db, token)).catch((error: unknown) =>
      console.error('[portal] logout failed:', error instanceof Error ? error.message : error),
    );
  }
  jar.delete({
    name: sessionCookieName(),
    path: '/',
    secure: sessionCookieOptions(new Date()).secure,
    httpOnly: true,
  });
  redirect(`${localizedHref('/login', localeOf(locale))}?loggedOut=1`);
}

export async function logoutAction(locale: string): Promise<void> {
  await endSessions(locale, false);
}

/** Ends every session of the owner, on every device (a lost phone, a shared computer). */
export async function logoutEverywhereAction(locale: string): Promise<void> {
  await endSessions(locale, true);
}

async function forgotPassword(locale: string, formData: FormData, realm: SessionRealm): Promise<AccountFormResult> {
  const raw = fields(formData, ['email']);
  const parsed = forgotPasswordSchema.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error, raw.email);
  try {
    const result = await requestPasswordReset(
      defaultAuthDeps(),
      { email: parsed.data.email, locale: localeOf(locale), ip: await clientIp() },
      realm,
    );
    if (result.ok) return { ok: true, formError: null, fieldErrors: {}, email: parsed.data.email };
    return failure('Portal.forgot.TOO_MANY_ATTEMPTS', parsed.data.email);
  } catch (error) {
    console.error('[portal] reset request failed:', error instanceof Error ? error.message : error);
    return failure('Errors.api', parsed.data.email);
  }
}

async function choosePassword(formData: FormData, realm: SessionRealm, loginHref: string): Promise<AccountFormResult> {
  const parsed = resetPasswordSchema.safeParse(fields(formData, ['token', 'password', 'confirm']));
  if (!parsed.success) return invalid(parsed.error);
  try {
    const result = await resetPassword(defaultAuthDeps(), parsed.data, realm);
    if (!result.ok && result.code !== 'TOKEN_INVALID')
      return { ok: false, formError: null, fieldErrors: { password: [`Portal.reset.${result.code}`] } };
    if (!result.ok) return failure('Portal.reset.TOKEN_INVALID');
  } catch (error) {
    console.error('[portal] reset failed:', error instanceof Error ? error.message : error);
    return failure('Errors.api');
  }
  redirect(`${loginHref}?passwordSet=1`);
}

export async function forgotPasswordAction(
  locale: string,
  _previous: AccountFormResult | null,
  formData: FormData,
): Promise<AccountFormResult> {
  return forgotPassword(locale, formData, 'owner');
}

export async function resetPasswordAction(
  locale: string,
  _previous: AccountFormResult | null,
  formData: FormData,
): Promise<AccountFormResult> {
  return choosePassword(formData, 'owner', localizedHref('/login', localeOf(locale)));
}

/** The editor's 'forgot password': the owners' flow for a staff account. */
export async function staffForgotPasswordAction(
  locale: string,
  _previous: AccountFormResult | null,
  formData: FormData,
): Promise<AccountFormResult> {
  return forgotPassword(locale, formData, 'staff');
}

export async function staffResetPasswordAction(
  locale: string,
  _previous: AccountFormResult | null,
  formData: FormData,
): Promise<AccountFormResult> {
  return choosePassword(formData, 'staff', `/${localeOf(locale)}/staff/login/`);
}
