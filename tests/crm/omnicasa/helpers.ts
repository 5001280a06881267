/** The fake CRM in-process, a client for it, its admin API, stub CRMs. */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { createOmnicasaClient, type OmnicasaClientOptions } from '@/lib/server/crm/omnicasa/client';
import type { OmnicasaConfig } from '@/lib/server/crm/omnicasa/config';
import {
  startFakeOmnicasa,
  type FakeOmnicasa,
  type FakeOmnicasaOptions,
} from '@/tests/harness/fake-omnicasa.mjs';
import type { ReceivedCall } from '@/tests/harness/fake-omnicasa/api';
import type { Category } from '@/tests/harness/fake-omnicasa/categories';
import { truthOf, type PropertyTruth } from '@/tests/harness/fake-omnicasa/truth';

export const CUSTOMER = 'agency-demo';
/** Characters that each take another spelling in a URL, in JSON or in a form query. */
export const PASSWORD = 'p@ss "wörd"&=/+ 100%';

export function startFake(options: Partial<FakeOmnicasaOptions> = {}): Promise<FakeOmnicasa> {
  return startFakeOmnicasa({ customerName: CUSTOMER, customerPassword: PASSWORD, ...options });
}

export function configFor(
  fake: Pick<FakeOmnicasa, 'url'>,
  overrides: Partial<OmnicasaConfig> = {},
): OmnicasaConfig {
  return {
    baseUrl: fake.url,
    customerName: CUSTOMER,
    customerPassword: PASSWORD,
    timeoutMs: 5000,
    concurrency: 8,
    pictureOrigins: [new URL(fake.url).origin],
    ...overrides,
  };
}

export function clientFor(
  fake: Pick<FakeOmnicasa, 'url'>,
  overrides: Partial<OmnicasaConfig> = {},
  options: OmnicasaClientOptions = {},
) {
  return createOmnicasaClient(configFor(fake, overrides), options);
}

/** Calls the fake's admin API; throws on an error status. */
export async function admin<T = unknown>(
  fake: FakeOmnicasa,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${fake.origin}/__admin/${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const json = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`admin ${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export const setMode = (fake: FakeOmnicasa, mode: Record<string, unknown>) =>
  admin(fake, 'PUT', 'mode', mode);

/** The lead calls the fake received (ContactOnMe, ContactOnMeProject, DemandRegister), in order. */
export const leadCalls = async (fake: FakeOmnicasa) =>
  (await admin<{ calls: ReceivedCall[] }>(fake, 'GET', 'calls')).calls;

const ascending = (ids: number[]) => ids.sort((a, b) => a - b);

/** The CRM type ids a DemandRegister call carried ('1,2,3' on the wire), sorted; undefined without. */
export function typeIdsSent(params: Record<string, unknown> | undefined): number[] | undefined {
  const sent = params?.TypeOfPropertyIDs;
  return sent === undefined ? undefined : ascending(String(sent).split(',').map(Number));
}

/** The ids of the CRM types the generator put under these categories, sorted. */
export const typeIdsUnder = (categories: readonly Category[]): number[] =>
  ascending(categories.flatMap((c) => c.kind.types.map((t) => t.id)));

/**
 * A property of the fake's account that has all a page needs in each of `languages` and is
 * listed once, by the generator's truth (its id is the fake's own, not the committed snapshot's).
 */
export function aProperty(
  fake: FakeOmnicasa,
  languages: readonly SiteLocale[] = SITE_LOCALES,
): PropertyTruth {
  const found = truthOf(fake.account()).find(
    (t) => t.lacks === null && !t.duplicate && languages.every((l) => t.languages.includes(l)),
  );
  if (!found)
    throw new Error(`the fake's account has no whole property in ${languages.join(', ')}`);
  return found;
}

/** A fetch that records the URL and the decoded `json` parameter of each request. */
export function recordingFetch() {
  const requests: Array<{ method: string; params: Record<string, unknown> }> = [];
  const wrapped: typeof fetch = (input, init) => {
    const url = new URL(String(input));
    requests.push({
      method: url.pathname.replace(/^.*\/(\w+)Json$/, '$1'),
      params: JSON.parse(url.searchParams.get('json') ?? '{}') as Record<string, unknown>,
    });
    return fetch(input, init);
  };
  return { fetch: wrapped, requests };
}

/** A fetch answering every request with `answer(method, params)` as JSON (a stub CRM). */
export function stubFetch(
  answer: (method: string, params: Record<string, unknown>) => unknown,
  status = 200,
): typeof fetch {
  return async (input) => {
    const url = new URL(String(input));
    const method = url.pathname.replace(/^.*\/(\w+)Json$/, '$1');
    const params = JSON.parse(url.searchParams.get('json') ?? '{}') as Record<string, unknown>;
    const body = answer(method, params);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
}

/** The envelope of a successful answer. */
export const ok = (method: string, value: unknown) => ({
  [`${method}JsonResult`]: { Code: 0, Message: '', Success: true, Value: value },
});

export const STUB_CONFIG: OmnicasaConfig = {
  baseUrl: 'https://crm.example/1.12/OmnicasaService.svc',
  customerName: CUSTOMER,
  customerPassword: PASSWORD,
  timeoutMs: 2000,
  concurrency: 4,
  pictureOrigins: ['https://crm.example'],
};

/** A fetch that lets `rewrite` change the Value of each successful answer (a CRM with odd data). */
export function rewritingFetch(
  rewrite: (method: string, params: Record<string, unknown>, value: unknown) => unknown,
): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(String(input));
    const method = url.pathname.replace(/^.*\/(\w+)Json$/, '$1');
    const params = JSON.parse(url.searchParams.get('json') ?? '{}') as Record<string, unknown>;
    const body = (await response.json()) as Record<string, { Success?: boolean; Value?: unknown }>;
    const result = body[`${method}JsonResult`];
    if (result?.Success) result.Value = rewrite(method, params, result.Value);
    return new Response(JSON.stringify(body), { status: response.status });
  };
}
