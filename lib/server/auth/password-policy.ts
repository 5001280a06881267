/**
 * What a new password may not be, beyond its length (lib/forms/password-rules): one of the ~49,000
 * most common passwords of leaked lists (zxcvbn-ts's bundled list, so the check works offline and
 * sends the password nowhere), or a password built on the account's own e-mail name or the
 * agency's name, the first guesses of anyone targeting the account. Case does not matter.
 */
import 'server-only';
// A static import: the ops commands (`npm run staff:add` under tsx) cannot resolve a dynamic
// import() from the CommonJS tsx makes of this file. Only the account actions import this module.
import { dictionary } from '@zxcvbn-ts/language-common';
import { getSiteConfig } from '@/lib/content/site';

export type PasswordRefusal = 'PASSWORD_COMMON' | 'PASSWORD_PERSONAL';

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Lower case, letters and digits only: 'Immo-Horizon 2026' and 'immohorizon2026' are one guess. */
const compact = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Why `password` may not be chosen for the account of `email`, or null when it may. */
export async function passwordRefusal(password: string, account: { email: string; agencyName?: string }): Promise<PasswordRefusal | null> {
  const lower = password.normalize('NFKC').toLowerCase();
  const passwords = commonPasswords();
  if (passwords.has(lower) || passwords.has(lower.trim())) return 'PASSWORD_COMMON';
  const own = compact(password);
  const names = [account.email.split('@')[0] ?? '', account.agencyName ?? getSiteConfig().agency.name].map(compact);
  // A name of one or two characters is in too many passwords to say anything.
  if (names.some((name) => name.length >= 3 && own.includes(name))) return 'PASSWORD_PERSONAL';
  return null;
}
