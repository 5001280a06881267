/**
 * Set- and reset-password links, of owners (portal) and of staff (editor): a random token whose
 * hash is stored with an expiry; using it marks it used in the same statement that checks it, so a
 * link works exactly once. A new password revokes every session of the account.
 */
import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { localizedHref } from '@/lib/routes';
import { isSiteLocale } from '@/lib/locale';
import type { Database } from '../db/client';
import { outbox, owners, passwordTokens, staff, staffPasswordTokens } from '../db/schema';
import type { AuthDeps } from './deps';
import { findOwnerByEmail, normalizeEmail } from './owners';
import { hashPassword } from './password';
import { passwordRefusal, type PasswordRefusal } from './password-policy';
import { revokeOwnerSessions, type SessionRealm } from './sessions';
import { findStaffByEmail } from './staff';
import { recordStaffEvent } from './staff-events';
import { hashToken, newToken } from './tokens';
import { claimResetRequest, RESET_LIMITS } from './throttle';

export const RESET_TTL_MS = 60 * 60_000;
export const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60_000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function createPasswordToken(
  db: Database,
  accountId: number,
  purpose: 'set' | 'reset',
  now: Date,
  realm: SessionRealm = 'owner',
): Promise<string> {
  const { token, tokenHash } = newToken();
  const ttl = purpose === 'set' ? SET_PASSWORD_TTL_MS : RESET_TTL_MS;
  const row = { tokenHash, purpose, createdAt: now, expiresAt: new Date(now.getTime() + ttl) };
  if (realm === 'owner') await db.insert(passwordTokens).values({ ...row, ownerId: accountId });
  else await db.insert(staffPasswordTokens).values({ ...row, staffId: accountId });
  return token;
}

/** The page where a token is used, in the account's language. */
export function passwordLink(siteUrl: string, locale: string, token: string, realm: SessionRealm = 'owner'): string {
  const lang = isSiteLocale(locale) ? locale : 'fr';
  const page = realm === 'owner' ? localizedHref('/reset-password', lang) : `/${lang}/staff/reset-password/`;
  return `${siteUrl.replace(/\/$/, '')}${page}?token=${encodeURIComponent(token)}`;
}

/** The 'forgot password' page of an account, in its language. */
export function passwordPageLink(siteUrl: string, locale: string, realm: SessionRealm): string {
  const lang = isSiteLocale(locale) ? locale : 'fr';
  const page = realm === 'owner' ? localizedHref('/forgot-password', lang) : `/${lang}/staff/forgot-password/`;
  return `${siteUrl.replace(/\/$/, '')}${page}`;
}

export type ResetRequestResult = { ok: true } | { ok: false; code: 'TOO_MANY_ATTEMPTS' };

/**
 * 'Forgot password': the same answer whether an account uses the address or not, and after the
 * same work (the request is counted, nothing is looked up). The lookup and, for an account, the
 * single-use link valid for an hour, run after the answer (`deps.afterAnswer`): its time cannot
 * tell anyone whether the address has an account. Only an account's own address gets a mail.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: { email: string; locale: string; ip: string | null },
  realm: SessionRealm = 'owner',
): Promise<ResetRequestResult> {
  const now = deps.now();
  const limits = deps.resetLimits ?? RESET_LIMITS;
  const subject = { scope: realm === 'owner' ? ('reset' as const) : ('staff-reset' as const), email: normalizeEmail(input.email), ip: input.ip };
  if (!(await claimResetRequest(deps.db, subject, limits, now))) return { ok: false, code: 'TOO_MANY_ATTEMPTS' };
  const mailLink = async () => {
    const account = realm === 'owner' ? await findOwnerByEmail(deps.db, input.email) : await findStaffByEmail(deps.db, input.email);
    if (!account) return;
    const token = await createPasswordToken(deps.db, account.id, 'reset', now, realm);
    await deps.db.insert(outbox).values({
      kind: realm === 'owner' ? 'owner-reset' : 'staff-reset',
      recipient: account.email,
      locale: input.locale,
      payload: { link: passwordLink(deps.siteUrl, input.locale, token, realm), name: account.name },
    });
    deps.onMailQueued?.();
  };
  if (deps.afterAnswer) deps.afterAnswer(mailLink);
  else await mailLink();
  return { ok: true };
}

export type ResetResult = { ok: true; email: string } | { ok: false; code: 'TOKEN_INVALID' | PasswordRefusal };

/** The e-mail of the account a still-usable token belongs to, without using it. */
async function tokenAccountEmail(db: Database, realm: SessionRealm, tokenHash: string, now: Date): Promise<string | null> {
  const usable = (table: typeof passwordTokens | typeof staffPasswordTokens) => and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now));
  const [row] =
    realm === 'owner'
      ? await db.select({ email: owners.email }).from(passwordTokens).innerJoin(owners, eq(owners.id, passwordTokens.ownerId)).where(usable(passwordTokens))
      : await db.select({ email: staff.email }).from(staffPasswordTokens).innerJoin(staff, eq(staff.id, staffPasswordTokens.staffId)).where(usable(staffPasswordTokens));
  return row?.email ?? null;
}

/** Uses the token (once), and with it every other open link of the account; sets the password. */
async function useToken(tx: Tx, realm: SessionRealm, tokenHash: string, now: Date): Promise<{ accountId: number; purpose: 'set' | 'reset' } | null> {
  const table = realm === 'owner' ? passwordTokens : staffPasswordTokens;
  const account = realm === 'owner' ? passwordTokens.ownerId : staffPasswordTokens.staffId;
  const [used] = await tx
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ accountId: account, purpose: table.purpose });
  if (!used) return null;
  // Every other open link of this account dies with the password it was meant to replace.
  await tx
    .update(table)
    .set({ usedAt: sql`coalesce(${table.usedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(account, used.accountId));
  return used;
}

/**
 * Sets the password a link was sent for. A changed password (not the first one an invitation or a
 * new account chooses) is told to the account's holder, in their language, with the way to a new
 * one: someone who took over a reset link cannot do it unseen.
 */
export async function resetPassword(
  deps: Pick<AuthDeps, 'db' | 'now' | 'siteUrl'> & Partial<Pick<AuthDeps, 'onMailQueued'>>,
  input: { token: string; password: string },
  realm: SessionRealm = 'owner',
): Promise<ResetResult> {
  const now = deps.now();
  // A refused password leaves the link usable, for a better one.
  const email = await tokenAccountEmail(deps.db, realm, hashToken(input.token), now);
  if (email === null) return { ok: false, code: 'TOKEN_INVALID' };
  const refusal = await passwordRefusal(input.password, { email });
  if (refusal) return { ok: false, code: refusal };
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const used = await useToken(tx, realm, hashToken(input.token), now);
    if (used === null) return { ok: false, code: 'TOKEN_INVALID' } as const;
    const { accountId } = used;
    const table = realm === 'owner' ? owners : staff;
    const [account] = await tx.update(table).set({ passwordHash }).where(eq(table.id, accountId)).returning({ email: table.email, name: table.name, locale: table.locale });
    await revokeOwnerSessions(tx, accountId, realm);
    if (account && used.purpose === 'reset') {
      await tx.insert(outbox).values({
        kind: 'password-changed',
        recipient: account.email,
        locale: account.locale,
        payload: { name: account.name, realm, at: now.toISOString(), link: passwordPageLink(deps.siteUrl, account.locale, realm) },
      });
    }
    // An invited member choosing their first password completes the invitation in the staff journal.
    if (realm === 'staff' && used.purpose === 'set')
      await recordStaffEvent(tx, { actorId: accountId, action: 'password-set-by-invitation', subject: account?.email ?? '' });
    return { ok: true, email: account?.email ?? '' } as const;
  }).then((result) => {
    if (result.ok) deps.onMailQueued?.();
    return result;
  });
}
