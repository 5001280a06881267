import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOmnicasaClient } from '@/lib/server/crm/omnicasa/client';
import {
  CrmAuthError,
  CrmGarbageError,
  CrmRefusedError,
  CrmUnavailableError,
} from '@/lib/server/crm/omnicasa/errors';
import type { FakeOmnicasa } from '@/scripts/fake-omnicasa.mjs';
import {
  admin,
  clientFor,
  CUSTOMER,
  ok,
  PASSWORD,
  recordingFetch,
  setMode,
  startFake,
  STUB_CONFIG,
  stubFetch,
} from './helpers';
import { snapshotProperties } from './snapshot';

const FIRST_ID = snapshotProperties('nl')[0]!.ID;

describe('the client, against the fake CRM', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(() => fake.stop());
  beforeEach(() => admin(fake, 'POST', 'reset'));

  it('sends the credentials and the parameters, in Omnicasa’s names, inside the json parameter', async () => {
    const { fetch, requests } = recordingFetch();
    await clientFor(fake, {}, { fetch }).getProperty({
      ID: FIRST_ID,
      LanguageId: 2,
      DescriptionLanguageId: 2,
    });
    expect(requests).toEqual([
      {
        method: 'GetProperty',
        params: {
          ID: FIRST_ID,
          LanguageId: 2,
          DescriptionLanguageId: 2,
          CustomerName: CUSTOMER,
          CustomerPassword: PASSWORD,
        },
      },
    ]);
  });

  it('walks Limit1/Limit2 (1-based, inclusive) until RowsCount', async () => {
    const { fetch, requests } = recordingFetch();
    const answer = await clientFor(fake, {}, { fetch, pageSize: 7 }).getPropertyList({
      LanguageId: 1,
    });
    expect(answer.rowsCount).toBe(50);
    expect(answer.items.map((p) => p.ID)).toEqual(snapshotProperties('nl').map((p) => p.ID));
    const ranges = requests
      .map((r) => [r.params.Limit1, r.params.Limit2])
      .sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(ranges).toEqual(Array.from({ length: 8 }, (_, i) => [i * 7 + 1, i * 7 + 7]));
  });

  it('asks what changed since a date with ChangeSince, written YYYY-MM-DD HH:mm:ss', async () => {
    const { fetch, requests } = recordingFetch();
    const client = clientFor(fake, {}, { fetch });
    const since = new Date(Date.now() - 1000);
    await admin(fake, 'POST', `properties/${FIRST_ID}/price`, { price: 399_000 });
    const answer = await client.getPropertyList({ LanguageId: 1, ChangeSince: since });
    expect(answer.items.map((p) => p.ID)).toEqual([FIRST_ID]);
    expect(requests[0]?.params.ChangeSince).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { record } = await client.getProperty({ ID: FIRST_ID, DescriptionLanguageId: 3 });
    expect(record?.Price).toBe(399_000);
  });

  it('lists the properties deleted since a date', async () => {
    const since = new Date(Date.now() - 1000);
    await admin(fake, 'DELETE', `properties/${FIRST_ID}`);
    const client = clientFor(fake);
    expect((await client.getDeletedPropertyIds({ ChangeSince: since })).items).toEqual([FIRST_ID]);
    expect(
      (await client.getDeletedPropertyIds({ ChangeSince: new Date(Date.now() + 60_000) })).items,
    ).toEqual([]);
    expect((await client.getProperty({ ID: FIRST_ID })).record).toBeNull();
  });

  it('skips a malformed record, reported with its ID and field, and keeps the others', async () => {
    await setMode(fake, {
      mode: 'garbage',
      kind: 'bad-record',
      propertyId: FIRST_ID,
      field: 'Price',
    });
    const client = clientFor(fake);
    const detail = await client.getProperty({ ID: FIRST_ID, DescriptionLanguageId: 2 });
    expect(detail.record).toBeNull();
    expect(detail.skipped).toEqual([
      {
        method: 'GetProperty',
        id: FIRST_ID,
        field: 'Price',
        message: expect.any(String),
        language: 'fr',
      },
    ]);

    await setMode(fake, { mode: 'garbage', kind: 'bad-record', propertyId: FIRST_ID, field: 'ID' });
    const list = await client.getPropertyList({ LanguageId: 1 });
    expect(list.items).toHaveLength(49);
    expect(list.skipped).toEqual([
      {
        method: 'GetPropertyList',
        id: null,
        field: 'ID',
        message: expect.any(String),
        language: 'nl',
      },
    ]);
  });

  it('reads pictures, documents, types, users and projects', async () => {
    const client = clientFor(fake);
    const property = snapshotProperties('de')[0]!;
    const pictures = await client.getPropertyPictureList({ ObjectID: property.ID, LanguageId: 4 });
    expect(pictures.items.map((p) => p.Name)).toEqual(property.Pictures.map((p) => p.Name));
    const documents = await client.getDocumentList({ ObjectIDs: [property.ID], LanguageId: 4 });
    expect(documents.items.map((d) => d.Name)).toEqual(property.Documents.map((d) => d.Name));
    expect((await client.getWebIdList({ LanguageId: 4 })).items).toHaveLength(9);
    expect((await client.getTypeOfPropertyList({ LanguageId: 1 })).items[0]).toMatchObject({
      WebID: 1,
    });
    expect((await client.getUserList()).items.map((u) => u.ID)).toContain(property.Manager?.ID);
    expect((await client.getOfficeList()).items).toHaveLength(1);
    expect((await client.getProjectList()).items).toEqual([]);
    expect((await client.getVisitStatisticOfProperty({ ID: property.ID })).record).toMatchObject({
      ID: property.ID,
    });
  });

  it('hands a lead over and gets its id; the fake lists the call without the credentials', async () => {
    const client = clientFor(fake);
    const id = await client.contactOnMe({
      Name: 'Dupont',
      FirstName: 'Marie',
      Email: 'marie@example.be',
      ObjectID: FIRST_ID,
    });
    expect(id).toBeGreaterThan(0);
    const { calls } = await admin<{
      calls: Array<{ method: string; id: number; params: Record<string, unknown> }>;
    }>(fake, 'GET', 'calls');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'ContactOnMe',
        id,
        params: {
          Name: 'Dupont',
          FirstName: 'Marie',
          Email: 'marie@example.be',
          ObjectID: FIRST_ID,
        },
      }),
    ]);
  });

  it('answers bad credentials with a CrmAuthError', async () => {
    const client = clientFor(fake, { customerPassword: 'wrong' });
    await expect(client.validateCustomer()).rejects.toThrow(CrmAuthError);
    await expect(client.getPropertyList()).rejects.toThrow(CrmAuthError);
  });

  it('gives up after its timeout when the CRM is slow, with a CrmUnavailableError', async () => {
    await setMode(fake, { mode: 'slow', delayMs: 5000 });
    const started = Date.now();
    await expect(clientFor(fake, { timeoutMs: 300 }).getPropertyList()).rejects.toThrow(
      new CrmUnavailableError('GetPropertyList', 'no answer within 300 ms'),
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['not-json', 'the answer is not JSON'],
    ['wrong-shape', 'the answer has no Success and Value'],
  ])('reports an answer that is %s with a CrmGarbageError', async (kind, words) => {
    await setMode(fake, { mode: 'garbage', kind });
    const error = await clientFor(fake)
      .getProperty({ ID: FIRST_ID })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmGarbageError);
    expect((error as Error).message).toContain(words);
  });

  it.each([
    ['503', 'HTTP 503'],
    ['reset', 'network error'],
  ])('reports a CRM that is down (%s) with a CrmUnavailableError', async (kind, words) => {
    await setMode(fake, { mode: 'down', kind });
    const error = await clientFor(fake)
      .getPropertyList()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmUnavailableError);
    expect((error as Error).message).toContain(words);
  });

  it('reports a connection refused with a CrmUnavailableError', async () => {
    const gone = await startFake();
    await gone.stop();
    await expect(clientFor(gone).getPropertyList()).rejects.toThrow(
      /network error \(ECONNREFUSED\)/,
    );
  });
});

describe('the client, against stub answers', () => {
  const stubClient = (
    answer: Parameters<typeof stubFetch>[0],
    options: { pageSize?: number; status?: number } = {},
  ) =>
    createOmnicasaClient(STUB_CONFIG, {
      fetch: stubFetch(answer, options.status),
      pageSize: options.pageSize,
    });

  it('reads an envelope without its <Method>JsonResult wrapper, and a bare list', async () => {
    const client = stubClient((method) =>
      method === 'GetDeletedPropertyIDs'
        ? [4, { ID: 5 }]
        : { Code: 0, Message: '', Success: true, Value: true },
    );
    await expect(client.validateCustomer()).resolves.toBeUndefined();
    expect((await client.getDeletedPropertyIds()).items).toEqual([4, 5]);
  });

  it('goes on at the page size the server gives when it caps its pages', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => ({ ID: i + 1 }));
    const asked: Array<[number, number]> = [];
    const client = stubClient(
      (method, params) => {
        const first = Number(params.Limit1);
        asked.push([first, Number(params.Limit2)]);
        return ok(method, { Items: rows.slice(first - 1, first - 1 + 5), RowsCount: rows.length });
      },
      { pageSize: 50 },
    );
    const answer = await client.getPropertyList();
    expect(answer.items.map((p) => p.ID)).toEqual(rows.map((r) => r.ID));
    expect(asked.sort((a, b) => a[0] - b[0]).map(([first]) => first)).toEqual([1, 6, 11, 16, 21]);
  });

  it.each([
    ['a list without RowsCount', { Items: [] }],
    ['a RowsCount with an empty first page', { Items: [], RowsCount: 3 }],
    ['a RowsCount no agency has', { Items: [{ ID: 1 }], RowsCount: 50_000_000 }],
  ])('takes %s for garbage', async (_, value) => {
    await expect(stubClient((method) => ok(method, value)).getPropertyList()).rejects.toThrow(
      CrmGarbageError,
    );
  });

  /** Omnicasa's `Success: false`, with the public client's fixture's words by default. */
  const refusal = (method: string, Code = 600, Message = 'Error') => ({
    [`${method}JsonResult`]: { Code, Message, Success: false, Value: null },
  });
  const lead = { Name: 'A', FirstName: 'B', Email: 'c@example.be' };

  it('answers Success: false for another reason with a CrmRefusedError and its Code', async () => {
    const client = stubClient((method) =>
      method === 'ValidateCustomer' ? ok(method, true) : refusal(method, 12, 'Unknown ObjectID'),
    );
    const error = await client.contactOnMe(lead).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmRefusedError);
    expect(error).toMatchObject({ code: 12, method: 'ContactOnMe' });
  });

  it('takes a refusal whose words name no reason for refused credentials when ValidateCustomer refuses them too', async () => {
    const client = stubClient((method) => refusal(method));
    const error = await client.contactOnMe(lead).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmAuthError);
    expect(error).toMatchObject({ method: 'ContactOnMe' });
    await expect(client.getPropertyList()).rejects.toThrow(CrmAuthError);
    await expect(client.getUserList()).rejects.toThrow(CrmAuthError);
  });

  it('keeps the same refusal a refusal of the request when ValidateCustomer accepts the credentials', async () => {
    const client = stubClient((method) =>
      method === 'ValidateCustomer' ? ok(method, true) : refusal(method),
    );
    const error = await client.demandRegister({ ...lead, Goal: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmRefusedError);
    expect(error).toMatchObject({ code: 600, method: 'DemandRegister' });
  });

  it.each([
    [401, CrmAuthError],
    [403, CrmAuthError],
    [500, CrmUnavailableError],
    [429, CrmUnavailableError],
    [404, CrmGarbageError],
  ])('takes HTTP %i for a %o', async (status, kind) => {
    await expect(stubClient(() => 'nope', { status }).getPropertyList()).rejects.toThrow(kind);
  });

  it.each([
    [73_001, 73_001],
    ['73002', 73_002],
    [true, null],
  ])('returns the id of a lead (%j → %j)', async (value, id) => {
    const client = stubClient((method) => ok(method, value));
    await expect(
      client.demandRegister({ Name: 'A', FirstName: 'B', Email: 'c@example.be', Goal: 0 }),
    ).resolves.toBe(id);
  });

  it('takes a lead answered false as refused', async () => {
    const client = stubClient((method) => ok(method, false));
    await expect(
      client.contactOnMe({ Name: 'A', FirstName: 'B', Email: 'c@example.be' }),
    ).rejects.toThrow(CrmRefusedError);
  });

  it('never has more requests in flight than its concurrency', async () => {
    let inFlight = 0;
    let most = 0;
    const slowFetch: typeof fetch = async (input) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      const method = new URL(String(input)).pathname.replace(/^.*\/(\w+)Json$/, '$1');
      return new Response(JSON.stringify(ok(method, { Items: [], RowsCount: 0 })));
    };
    const client = createOmnicasaClient({ ...STUB_CONFIG, concurrency: 3 }, { fetch: slowFetch });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.getPropertyPictureList({ ObjectID: i + 1 })),
    );
    expect(most).toBe(3);
  });
});
