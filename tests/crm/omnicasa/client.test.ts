import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOmnicasaClient } from '@/lib/server/crm/omnicasa/client';
import {
  CrmAuthError,
  CrmGarbageError,
  CrmRefusedError,
  CrmUnavailableError,
} from '@/lib/server/crm/omnicasa/errors';
import type { FakeOmnicasa } from '@/tests/harness/fake-omnicasa.mjs';
import { truthOf } from '@/tests/harness/fake-omnicasa/truth';
import {
  admin,
  aProperty,
  clientFor,
  CUSTOMER,
  leadCalls,
  ok,
  PASSWORD,
  recordingFetch,
  setMode,
  startFake,
  STUB_CONFIG,
  stubFetch,
} from './helpers';

const HOUR = 3_600_000;

describe('the client, against the fake CRM', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(() => fake.stop());
  beforeEach(() => admin(fake, 'POST', 'reset'));

  /** The account generated again with every odd thing off: `count` plain properties. */
  const cleanAccount = (count: number) => admin(fake, 'POST', 'reset', { clean: true, count });

  it('sends the credentials and the parameters, in Omnicasa’s names, inside the json parameter', async () => {
    const { id } = aProperty(fake);
    const { fetch, requests } = recordingFetch();
    await clientFor(fake, {}, { fetch }).getProperty({
      ID: id,
      LanguageId: 2,
      DescriptionLanguageId: 2,
    });
    expect(requests).toEqual([
      {
        method: 'GetProperty',
        params: {
          ID: id,
          LanguageId: 2,
          DescriptionLanguageId: 2,
          CustomerName: CUSTOMER,
          CustomerPassword: PASSWORD,
        },
      },
    ]);
  });

  it('walks Limit1/Limit2 (1-based, inclusive) until RowsCount', async () => {
    await cleanAccount(50);
    const { fetch, requests } = recordingFetch();
    const answer = await clientFor(fake, {}, { fetch, pageSize: 7 }).getPropertyList({
      LanguageId: 1,
    });
    expect(answer.rowsCount).toBe(50);
    expect(answer.items.map((p) => p.ID)).toEqual(truthOf(fake.account()).map((t) => t.id));
    const ranges = requests
      .map((r) => [r.params.Limit1, r.params.Limit2])
      .sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(ranges).toEqual(Array.from({ length: 8 }, (_, i) => [i * 7 + 1, i * 7 + 7]));
  });

  it('reads a list whole from a CRM that gives at most 100 rows a page, whatever it is asked', async () => {
    await cleanAccount(230);
    const { fetch, requests } = recordingFetch();
    const answer = await clientFor(fake, {}, { fetch, pageSize: 250 }).getPropertyList({
      LanguageId: 1,
    });
    expect(answer.items.map((p) => p.ID)).toEqual(truthOf(fake.account()).map((t) => t.id));
    expect(requests.map((r) => Number(r.params.Limit1)).sort((a, b) => a - b)).toEqual([
      1, 101, 201,
    ]);
  });

  it('asks what changed since a date with ChangeSince, written YYYY-MM-DD HH:mm:ss', async () => {
    const { id } = aProperty(fake, ['nl', 'en']);
    const { fetch, requests } = recordingFetch();
    const client = clientFor(fake, {}, { fetch });
    const since = new Date();
    await admin(fake, 'POST', `properties/${id}/price`, { price: 399_000 });
    const answer = await client.getPropertyList({ LanguageId: 1, ChangeSince: since });
    expect(answer.items.map((p) => p.ID)).toEqual([id]);
    expect(requests[0]?.params.ChangeSince).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { record } = await client.getProperty({ ID: id, DescriptionLanguageId: 3 });
    expect(record?.Price).toBe(399_000);
  });

  it('lists the properties deleted since a date, and all of them without one', async () => {
    const { id } = aProperty(fake);
    const since = new Date();
    await admin(fake, 'DELETE', `properties/${id}`);
    const client = clientFor(fake);
    expect((await client.getDeletedPropertyIds({ ChangeSince: since })).items).toEqual([id]);
    // The site writes ChangeSince in UTC and the fake, as a Belgian CRM, reads it on Brussels
    // time (1 or 2 hours earlier): a date 3 hours on is after the deletion on either clock.
    expect(
      (await client.getDeletedPropertyIds({ ChangeSince: new Date(Date.now() + 3 * HOUR) })).items,
    ).toEqual([]);
    const everDeleted = [...fake.account().deleted.map((d) => d.id), id];
    const byId = (a: number, b: number) => a - b;
    expect((await client.getDeletedPropertyIds()).items.sort(byId)).toEqual(everDeleted.sort(byId));
    expect((await client.getProperty({ ID: id })).record).toBeNull();
  });

  it('takes a record whatever its other fields hold, and skips one without a readable ID with a note, keeping the others', async () => {
    await cleanAccount(20);
    const { id } = aProperty(fake);
    const client = clientFor(fake);
    await setMode(fake, { mode: 'garbage', kind: 'bad-record', propertyId: id, field: 'Price' });
    const taken = await client.getProperty({ ID: id, DescriptionLanguageId: 2 });
    expect(taken.record).toMatchObject({ ID: id, Price: 'not-a-valid-value' });
    expect(taken.skipped).toEqual([]);

    await setMode(fake, { mode: 'garbage', kind: 'bad-record', propertyId: id, field: 'ID' });
    const detail = await client.getProperty({ ID: id, DescriptionLanguageId: 2 });
    expect(detail.record).toBeNull();
    expect(detail.skipped).toEqual([
      {
        method: 'GetProperty',
        id: null,
        field: 'ID',
        code: 'invalid',
        effect: 'record',
        language: 'fr',
      },
    ]);
    const list = await client.getPropertyList({ LanguageId: 1 });
    expect(list.items.map((p) => p.ID)).toEqual(
      truthOf(fake.account())
        .map((t) => t.id)
        .filter((other) => other !== id),
    );
    expect(list.skipped).toEqual([
      {
        method: 'GetPropertyList',
        id: null,
        field: 'ID',
        code: 'invalid',
        effect: 'record',
        language: 'nl',
      },
    ]);
  });

  it('reads pictures, documents, categories, users, offices, projects and visit statistics', async () => {
    const client = clientFor(fake);
    const account = fake.account();
    const plan = account.plans.find((p) => {
      const answers = account.answersOf(p);
      return p.lacks === null && answers.pictures.de.length > 1 && answers.documents.de.length > 0;
    })!;
    const answers = account.answersOf(plan);
    const idAndName = (items: ReadonlyArray<Record<string, unknown>>) =>
      items.map(({ ID, Name }) => ({ ID, Name }));

    const pictures = await client.getPropertyPictureList({ ObjectID: plan.id, LanguageId: 4 });
    expect(idAndName(pictures.items)).toEqual(idAndName(answers.pictures.de));
    const documents = await client.getDocumentList({ ObjectIDs: [plan.id], LanguageId: 4 });
    expect(idAndName(documents.items)).toEqual(idAndName(answers.documents.de));

    const webIds = account.categories.map((c) => c.webId);
    expect((await client.getWebIdList({ LanguageId: 4 })).items.map((c) => c.WebID)).toEqual(
      webIds,
    );
    expect((await client.getUserList()).items.map((u) => u.ID)).toEqual(
      account.users.map((u) => u.ID),
    );
    expect((await client.getOfficeList()).items.map((o) => o.ID)).toEqual(
      account.offices.map((o) => o.ID),
    );
    const project = account.projects[0]!;
    expect((await client.getProjectList()).items.map((p) => p.ID)).toEqual(
      account.projects.map((p) => p.id),
    );
    expect((await client.getProject({ ID: project.id, LanguageId: 4 })).record).toMatchObject({
      ID: project.id,
    });
    expect(
      (await client.getProjectPictureList({ ProjectID: project.id })).items.map((p) => p.ID),
    ).toEqual(project.pictures.map((p) => p.ID));
    expect((await client.getVisitStatisticOfProperty({ ID: plan.id })).record).toMatchObject({
      ID: plan.id,
    });
  });

  it('reads the CRM’s own types of the account, each under its category’s WebID', async () => {
    const types = await clientFor(fake).getTypeOfPropertyList({ LanguageId: 1 });
    expect(types.skipped).toEqual([]);
    expect(types.items.map(({ ID, WebID }) => ({ ID, WebID }))).toEqual(
      fake
        .account()
        .categories.flatMap((c) => c.kind.types.map((t) => ({ ID: t.id, WebID: c.webId }))),
    );
  });

  it('hands a lead over, answered true without an id, and the fake lists the call without the credentials', async () => {
    const { id } = aProperty(fake);
    const client = clientFor(fake);
    const answer = await client.contactOnMe({
      Name: 'Dupont',
      FirstName: 'Marie',
      Email: 'marie@example.be',
      ObjectID: id,
    });
    expect(answer).toBeNull();
    expect(await leadCalls(fake)).toEqual([
      expect.objectContaining({
        method: 'ContactOnMe',
        params: {
          Name: 'Dupont',
          FirstName: 'Marie',
          Email: 'marie@example.be',
          ObjectID: id,
        },
      }),
    ]);
  });

  it('answers bad credentials with a CrmAuthError, whatever the method asked', async () => {
    const client = clientFor(fake, { customerPassword: 'wrong' });
    await expect(client.validateCustomer()).rejects.toThrow(CrmAuthError);
    await expect(client.getPropertyList()).rejects.toThrow(CrmAuthError);
    await expect(client.getUserList()).rejects.toThrow(CrmAuthError);
    await expect(
      client.contactOnMe({ Name: 'A', FirstName: 'B', Email: 'c@example.be' }),
    ).rejects.toThrow(CrmAuthError);
    expect(await leadCalls(fake)).toEqual([]);
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
      .getProperty({ ID: aProperty(fake).id })
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
