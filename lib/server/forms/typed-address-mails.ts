/**
 * Which of a lead's mails go out (issue 31: the site is no mail relay). The agency's always does:
 * no lead is lost. A mail to an address the visitor typed (their copy, a confirmation, a friend's
 * mail) goes out only for a verified submission and while that address has had fewer than the
 * day's mails, whoever asked for them.
 */
import 'server-only';
import { countMailTo, MAILS_PER_TYPED_ADDRESS_PER_DAY, THIRD_PARTY_MAILS_PER_DAY, type RateLimits } from '../rate-limit';
import type { QueuedMail, Tx } from './definitions';

export type MailChoice = { ok: true; mails: QueuedMail[] } | { ok: false; refusal: string };

export async function mailsToQueue(
  tx: Tx,
  mails: readonly QueuedMail[],
  { unverified, limits, now }: { unverified: boolean; limits: RateLimits; now: Date },
): Promise<MailChoice> {
  const kept: QueuedMail[] = [];
  for (const mail of mails) {
    if (mail.kind === 'agency') {
      kept.push(mail);
      continue;
    }
    if (unverified) continue;
    const sentToday = await countMailTo(tx, mail.recipient, now);
    // A friend's mail is the whole point of its form: refused (nothing stored) rather than silently dropped.
    if (mail.kind === 'friend' && sentToday > THIRD_PARTY_MAILS_PER_DAY) return { ok: false, refusal: 'Forms.errors.friendMailedEnough' };
    if (sentToday <= (limits.mailsPerAddressPerDay ?? MAILS_PER_TYPED_ADDRESS_PER_DAY)) kept.push(mail);
  }
  return { ok: true, mails: kept };
}
