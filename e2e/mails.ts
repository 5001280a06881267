/** The mails an e2e server wrote as .eml files (DATA_DIR/mail without SMTP_URL), parsed. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from './fixtures';

/** The mails in `dir` to `to` written since `since` (ms), oldest first. */
export async function mailsTo(dir: string, to: string, since = 0): Promise<ParsedMail[]> {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml') && statSync(path.join(dir, n)).mtimeMs >= since - 1000);
  } catch {
    return [];
  }
  const mails: ParsedMail[] = [];
  for (const name of names.sort()) {
    const mail = await simpleParser(readFileSync(path.join(dir, name)));
    const recipients = [mail.to].flat().flatMap((a) => a?.value ?? []).map((a) => a.address);
    if (recipients.includes(to)) mails.push(mail);
  }
  return mails;
}

const MAIL_DIR = () => path.join(process.env.DATA_DIR ?? '.data', 'mail');

/** The newest match of `pattern` in the text of a mail to `to` written after `since`, waited for up to 30 s. */
export async function mailedText(to: string, pattern: RegExp, since: number, dir = MAIL_DIR()): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsTo(dir, to, since)).reverse()) {
          const match = (mail.text ?? '').match(pattern);
          if (match) return (found = match);
        }
        return undefined;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeTruthy();
  return found!;
}

/** The path and query of the newest link matching `pattern` in a mail to `to` after `since`, once it is written. */
export async function mailedLink(to: string, pattern: RegExp, since: number, dir = MAIL_DIR()): Promise<string> {
  const [link] = await mailedText(to, pattern, since, dir);
  return new URL(link).pathname + new URL(link).search;
}
