import { describe, expect, it } from 'vitest';
import { smtpOptions } from '@/lib/server/mail/transport';

/** Mails carry reset links and CVs: they never cross the network in clear. */
describe('the SMTP transport (SMTP_URL)', () => {
  it.each([
    ['smtp:// must upgrade with STARTTLS', 'smtp://user:pass@mail.example.be:587', {}, { requireTLS: true }],
    ['smtps:// is TLS from the first byte', 'smtps://user:pass@mail.example.be:465', {}, {}],
    ['a relay on localhost may speak plain SMTP when asked', 'smtp://localhost:25', { allowPlaintext: true }, {}],
    ['a relay on 127.0.0.1 too', 'smtp://127.0.0.1:2525', { allowPlaintext: true }, {}],
    ['a relay on ::1 too', 'smtp://[::1]:25', { allowPlaintext: true }, {}],
    ['a relay on localhost without being asked still needs STARTTLS', 'smtp://localhost:25', {}, { requireTLS: true }],
    ['another host needs STARTTLS even when plain SMTP is allowed', 'smtp://mail.example.be:25', { allowPlaintext: true }, { requireTLS: true }],
    ['a host named like localhost is not localhost', 'smtp://localhost.example.be:25', { allowPlaintext: true }, { requireTLS: true }],
  ])('%s', (_name, url, options, tls) => {
    expect(smtpOptions(url, options)).toEqual({
      url,
      ...tls,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
  });
});
