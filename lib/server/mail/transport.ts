/**
 * Sending: nodemailer over SMTP_URL, or, without it, `.eml` files under DATA_DIR/mail/ (the raw
 * message nodemailer would have sent), so a fresh machine loses no mail. Those files hold reset
 * links and CVs: readable by their owner only.
 */
import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailTransport {
  send(message: Mail.Options): Promise<void>;
  close(): void;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * nodemailer's options for SMTP_URL. Mails carry reset links and CVs, so they never cross the network
 * in clear: smtps:// is TLS from the first byte, and smtp:// must upgrade with STARTTLS
 * (requireTLS: a server that does not offer it fails the attempt) — except to a relay on this very
 * machine (localhost), and only when SMTP_ALLOW_PLAINTEXT asks for it.
 * Bounded waits (nodemailer's defaults are 2 min to connect and 10 min of silence): a stalled mail
 * server fails the attempt, which is retried later, well within the dispatcher's lease.
 * Values in the URL's query win.
 */
export function smtpOptions(url: string, { allowPlaintext = false } = {}) {
  const { protocol, hostname } = new URL(url);
  const plaintext = allowPlaintext && protocol === 'smtp:' && LOOPBACK_HOSTS.has(hostname);
  return {
    url,
    ...(protocol === 'smtps:' || plaintext ? {} : { requireTLS: true }),
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  };
}

export function smtpTransport(url: string, options: { allowPlaintext?: boolean } = {}): MailTransport {
  const transporter = nodemailer.createTransport(smtpOptions(url, options));
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer, { mode: 0o600 });
    },
    close: () => transporter.close(),
  };
}
