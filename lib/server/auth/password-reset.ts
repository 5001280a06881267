/**
 * Set- and reset-password links: a random token whose hash is stored with an expiry; using it
 * marks it used in the same statement that checks it, so a link works exactly once. A new password
 * revokes every session of the owner.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { localizedHref } from '@/lib/routes';
import { isSiteLocale } from '@/lib/locale';
import type { Database } from '../db/client';
import { outbox, owners, ownerSessions, passwordTokens } from '../db/schema';
import type { AuthDeps } from './deps';
import { findOwnerByEmail, normalizeEmail } from './owners';
import { hashPassword } from './password';
import { hashToken, newToken } from './tokens';
import { countAttempt, isThrottled, RESET_LIMITS } from './throttle';

export const RESET_TTL_MS = 60 * 60_000;
export const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60_000;

export async function createPasswordToken(
  db: Database,
  ownerId: number,
  purpose: 'set' | 'reset',
  now: Date,
): Promise<string> {
  const { token, tokenHash } = newToken();
  const ttl = purpose === 'set' ? SET_PASSWORD_TTL_MS : RESET_TTL_MS;
  await db
    .insert(passwordTokens)
    .values({
      tokenHash,
      ownerId,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttl),
    });
  return token;
}

/** The page where a token is used, in the owner's language. */
export function passwordLink(siteUrl: string, locale: string, token: string): string {
  const lang = isSiteLocale(locale) ? locale : 'fr';
  return `${siteUrl.replace(/\/$/, '')}${localizedHref('/reset-password', lang)}?token=${encodeURIComponent(token)}`;
}

export type ResetRequestResult =
  { ok: true } | { ok: false; code: 'PERSON_NOT_FOUND' | 'TOO_MANY_ATTEMPTS' };

/** 'Forgot password': mails a single-use link valid for an hour (SPEC §8: person-not-found otherwise). */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: { email: string; locale: string; ip: string | null },
): Promise<ResetRequestResult> {
  const now = deps.now();
  const limits = deps.resetLimits ?? RESET_LIMITS;
  const subject = { scope: 'reset' as const, email: normalizeEmail(input.email), ip: input.ip };
  if (await isThrottled(deps.db, subject, limits, now))
    return { ok: false, code: 'TOO_MANY_ATTEMPTS' };
  await countAttempt(deps.db, subject, limits, now);
  const owner = await findOwnerByEmail(deps.db, input.email);
  if (!owner) return { ok: false, code: 'PERSON_NOT_FOUND' };
  const token = await createPasswordToken(deps.db, owner.id, 'reset', now);
  await deps.db.insert(outbox).values({
    kind: 'owner-reset',
    recipient: owner.email,
    locale: input.locale,
    payload: { link: passwordLink(deps.siteUrl, input.locale, token), name: owner.name },
  });
  deps.onMailQueued?.();
  return { ok: true };
}

export type ResetResult = { ok: true; email: string } | { ok: false; code: 'TOKEN_INVALID' };

export async function resetPassword(
  deps: Pick<AuthDeps, 'db' | 'now'>,
  input: { token: string; password: string },
): Promise<ResetResult> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordTokens.tokenHash, hashToken(input.token)),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, now),
        ),
      )
      .returning({ ownerId: passwordTokens.ownerId });
    if (!used) return { ok: false, code: 'TOKEN_INVALID' } as const;
    const [owner] = await tx
      .update(owners)
      .set({ passwordHash })
      .where(eq(owners.id, used.ownerId))
      .returning({ email: owners.email });
    // Every other open link of this owner dies with the password it was meant to replace.
    await tx
      .update(passwordTokens)
      .set({ usedAt: sql`coalesce(${passwordTokens.usedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(passwordTokens.ownerId, used.ownerId));
    await tx.delete(ownerSessions).where(eq(ownerSessions.ownerId, used.ownerId));
    return { ok: true, email: owner?.email ?? '' } as const;
  });
}
