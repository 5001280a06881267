// A real SMTP server (smtp-server) for the reliability run: it keeps a compact record of every
// message it accepts (Message-ID, X-Lead-Id, X-Outbox-Id, recipients, subject, text) and can be
// stopped and started again on the same port to simulate a mail server outage.
import { createHash } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {{ messageId: string, leadId: string, outboxId: string, to: string, subject: string, text: string,
 *   attachments: { filename: string, size: number, sha256: string }[] }} SunkMail
 */

/** @param {{ port: number, host?: string }} options */
export async function startSmtpSink({ port, host = '127.0.0.1' }) {
  /** @type {SunkMail[]} */
  const received = [];
  /** @type {SMTPServer | null} */
  let server = null;
  let connections = 0;
  const sink = {
    port,
    url: `smtp://${host}:${port}`,
    received,
    get running() {
      return server !== null;
    },
    get connections() {
      return connections;
    },
    async start() {
      if (server) return;
      const s = new SMTPServer({
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        size: 20 * 1024 * 1024,
        onConnect(_session, callback) {
          connections += 1;
          callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              const header = (name) => {
                const value = mail.headers.get(name);
                return value === undefined || value === null ? '' : String(value);
              };
              received.push({
                messageId: mail.messageId ?? '',
                leadId: header('x-lead-id'),
                outboxId: header('x-outbox-id'),
                to: (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).map((a) => a.text).join(', '),
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename ?? '', size: a.size, sha256: createHash('sha256').update(a.content).digest('hex') })),
              });
              callback();
            })
            .catch(callback);
        },
      });
      await new Promise((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, host, () => {
          s.off('error', reject);
          resolve(undefined);
        });
      });
      s.on('error', (error) => console.error('[smtp-sink]', error.message));
      server = s;
    },
    /**
     * An outage: stops accepting connections at once; a session already in the middle of a
     * message gets two seconds to finish (as a real MTA shutting down), then is cut.
     */
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      const closed = new Promise((resolve) => s.close(() => resolve(undefined)));
      const settled = await Promise.race([closed.then(() => true), new Promise((r) => setTimeout(() => r(false), 2000))]);
      if (!settled) {
        for (const connection of s.connections ?? []) connection._socket?.destroy?.();
        await closed;
      }
    },
  };
  await sink.start();
  return sink;
}
