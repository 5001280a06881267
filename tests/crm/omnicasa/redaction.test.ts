import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOmnicasaClient, type OmnicasaClient } from '@/lib/server/crm/omnicasa/client';
import { CrmError, redact } from '@/lib/server/crm/omnicasa/errors';
import { readCatalogue } from '@/lib/server/crm/omnicasa/catalogue';
import type { FakeOmnicasa } from '@/tests/harness/fake-omnicasa.mjs';
import {
  admin,
  clientFor,
  configFor,
  CUSTOMER,
  PASSWORD,
  setMode,
  startFake,
  STUB_CONFIG,
} from './helpers';

/** Every way the credentials could show in a text. */
const SPELLINGS = [
  PASSWORD,
  CUSTOMER,
  encodeURIComponent(PASSWORD),
  JSON.stringify(PASSWORD).slice(1, -1),
  encodeURIComponent(JSON.stringify(PASSWORD).slice(1, -1)),
  new URLSearchParams({ p: PASSWORD }).toString().slice(2),
];

const requestUrl = `${STUB_CONFIG.baseUrl}/GetPropertyListJson?json=${encodeURIComponent(
  JSON.stringify({ LanguageId: 1, CustomerName: CUSTOMER, CustomerPassword: PASSWORD }),
)}`;

/** Everything about an error that could reach a log line, an error page or a mail. */
function everythingAbout(error: unknown): string {
  const e = error as Error & { cause?: unknown };
  return [
    String(e),
    e.message,
    e.stack,
    JSON.stringify(e, Object.getOwnPropertyNames(e)),
    String(e.cause ?? ''),
  ].join('\n');
}

function expectNoCredential(text: string) {
  for (const spelling of SPELLINGS) expect(text).not.toContain(spelling);
}

describe('redact', () => {
  it.each([
    ['a request URL', requestUrl],
    ['a request URL in a sentence', `GET ${requestUrl} failed: ECONNRESET`],
    [
      'the JSON of a request',
      JSON.stringify({ CustomerName: CUSTOMER, CustomerPassword: PASSWORD, ID: 1 }),
    ],
    [
      'a query written by hand',
      `customerPassword=${encodeURIComponent(PASSWORD)}&customerName=${CUSTOMER}`,
    ],
    ['the password alone', `the password was ${PASSWORD}.`],
  ])('removes the credentials from %s', (_, text) => {
    expectNoCredential(redact(text, [CUSTOMER, PASSWORD]));
  });

  it('removes the json query and the credential values even without knowing the secrets', () => {
    expect(redact(requestUrl)).toBe(`${STUB_CONFIG.baseUrl}/GetPropertyListJson?json=[redacted]`);
    expect(redact('{"CustomerName":"x","customerPassword":"y\\"z","ID":4}')).toBe(
      '{"CustomerName":[redacted],"customerPassword":[redacted],"ID":4}',
    );
  });

  it('leaves other texts alone', () => {
    expect(redact('Omnicasa GetProperty: HTTP 503', [CUSTOMER, PASSWORD])).toBe(
      'Omnicasa GetProperty: HTTP 503',
    );
  });
});

describe('no credential in any error', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(() => fake.stop());
  beforeEach(() => admin(fake, 'POST', 'reset'));

  async function failureOf(work: () => Promise<unknown>): Promise<CrmError> {
    const error = await work().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CrmError);
    return error as CrmError;
  }

  it.each([
    ['down, 503', { mode: 'down', kind: '503' }],
    ['down, connections reset', { mode: 'down', kind: 'reset' }],
    ['slow', { mode: 'slow', delayMs: 3000 }],
    ['not JSON', { mode: 'garbage', kind: 'not-json' }],
    ['of the wrong shape', { mode: 'garbage', kind: 'wrong-shape' }],
  ])('when the CRM is %s', async (_, mode) => {
    await setMode(fake, mode);
    const error = await failureOf(() => readCatalogue(clientFor(fake, { timeoutMs: 300 })));
    expectNoCredential(everythingAbout(error));
  });

  it.each<[string, (client: OmnicasaClient) => Promise<unknown>]>([
    ['GetPropertyList', (client) => client.getPropertyList()],
    [
      'ContactOnMe',
      (client) => client.contactOnMe({ Name: 'A', FirstName: 'B', Email: 'c@example.be' }),
    ],
  ])('when the credentials are refused, asked %s', async (method, ask) => {
    const wrong = 'another secret "pass"';
    const error = await failureOf(() => ask(clientFor(fake, { customerPassword: wrong })));
    expect(error.method).toBe(method);
    expectNoCredential(everythingAbout(error));
    expect(everythingAbout(error)).not.toContain(wrong);
  });

  it('when the port refuses the connection', async () => {
    const gone = await startFake();
    await gone.stop();
    expectNoCredential(everythingAbout(await failureOf(() => clientFor(gone).getPropertyList())));
  });

  it('when the HTTP library puts the failed URL in its error', async () => {
    const leakyFetch: typeof fetch = async (input) => {
      throw new TypeError(`request to ${String(input)} failed`, {
        cause: new Error(`connect ETIMEDOUT for ${String(input)}`),
      });
    };
    const client = createOmnicasaClient(configFor(fake), { fetch: leakyFetch });
    expectNoCredential(everythingAbout(await failureOf(() => client.getPropertyList())));
  });

  it('when an error page echoes the request', async () => {
    const echo: typeof fetch = async (input) =>
      new Response(`<html>Bad request: ${String(input)}</html>`);
    const client = createOmnicasaClient(configFor(fake), { fetch: echo });
    expectNoCredential(everythingAbout(await failureOf(() => client.getPropertyList())));
  });
});
