/** A real SMTP server (smtp-server) that keeps what it receives, parsed with mailparser. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  url: string;
  received: ParsedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  const sink: SmtpSink = {
    port,
    url: '',
    received,
    async start() {
      server = new SMTPServer({
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              received.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      await new Promise<void>((resolve) => server!.listen(sink.port, '127.0.0.1', () => resolve()));
      sink.port = (server.server.address() as AddressInfo).port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
