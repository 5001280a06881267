import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from './fixtures';

/**
 * The text of the newest mail in DATA_DIR/mail (the e2e server writes .eml files) to `to` whose
 * text matches `pattern`, written after `since`: the match, waited for up to 30 s.
 */
export async function mailedText(to: string, pattern: RegExp, since: number): Promise<RegExpMatchArray> {
  const dir = path.join(process.env.DATA_DIR ?? '.data', 'mail');
  let found: RegExpMatchArray | undefined;
  await expect
    .poll(
      async () => {
        let names: string[] = [];
        try {
          names = readdirSync(dir).filter((n) => n.endsWith('.eml') && statSync(path.join(dir, n)).mtimeMs >= since - 1000);
        } catch {
          return undefined;
        }
        for (const name of names.sort().reverse()) {
          const mail = await simpleParser(readFileSync(path.join(dir, name)));
          const recipients = [mail.to].flat().flatMap((a) => a?.value ?? []).map((a) => a.address);
          const match = recipients.includes(to) ? (mail.text ?? '').match(pattern) : null;
          if (match) return (found = match);
        }
        return undefined;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeTruthy();
  return found!;
}
