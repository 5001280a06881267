import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_FORM_IDS, type LeadFormId } from '@/lib/forms/leads/registry';
import type { SiteLocale } from '@/lib/locale';
import {
  crmCallFor,
  leadToContactOnMe,
  leadToDemandRegister,
  sendCrmCall,
  typeOfPropertyIdsByWebId,
  type StoredLead,
} from '@/lib/server/crm/omnicasa/leads';
import { FORM_DEFINITIONS } from '@/lib/server/forms/definitions';
import type { FakeOmnicasa } from '@/tests/harness/fake-omnicasa.mjs';
import { validPayload } from '../../server/fixtures';
import {
  admin,
  aProperty,
  clientFor,
  leadCalls,
  startFake,
  typeIdsSent,
  typeIdsUnder,
} from './helpers';

/** A lead as the form pipeline stores it: the schema's output, through JSON (jsonb). */
function storedLead(
  form: LeadFormId,
  locale: SiteLocale = 'fr',
  changes: Record<string, unknown> = {},
): StoredLead {
  const parsed = FORM_DEFINITIONS[form].schema.parse({ ...validPayload(form), ...changes });
  const fields = JSON.parse(JSON.stringify(parsed)) as Record<string, unknown>;
  const propertyId = FORM_DEFINITIONS[form].hasProperty ? Number(fields.propertyId) : null;
  return { form, locale, propertyId, fields };
}

const EXPECTED_METHOD: Record<LeadFormId, string | null> = {
  'demand-register': 'DemandRegister',
  'contact-appointment': 'ContactOnMe',
  'contact-me': 'ContactOnMe',
  'document-request': 'ContactOnMe',
  'purchase-offer': 'ContactOnMe',
  'rental-application': 'ContactOnMe',
  'site-contact': 'ContactOnMe',
  'contact-demand': 'ContactOnMe',
  'property-management': 'ContactOnMe',
  'renovation-advice': 'ContactOnMe',
  'insurance-proposal': 'ContactOnMe',
  'contact-construction': 'ContactOnMeProject',
  jobs: null,
  'send-to-friend': null,
  'sign-newsletter': null,
  testimonial: null,
};

/** The forms about one property: their ContactOnMe names it in ObjectID. */
const ON_A_PROPERTY: readonly LeadFormId[] = [
  'contact-appointment',
  'contact-me',
  'document-request',
  'purchase-offer',
  'rental-application',
];

describe('crmCallFor', () => {
  it.each(LEAD_FORM_IDS.map((form) => [form, EXPECTED_METHOD[form]] as const))(
    'sends %s with %s',
    (form, method) => {
      expect(crmCallFor(storedLead(form))?.method ?? null).toBe(method);
    },
  );

  it('sends nothing for a form it does not know', () => {
    expect(
      crmCallFor({ form: 'unknown-form', locale: 'fr', propertyId: null, fields: {} }),
    ).toBeNull();
  });
});

describe('a lead as ContactOnMe', () => {
  it('carries the person, the language, the source and the property', () => {
    expect(leadToContactOnMe(storedLead('contact-me'))).toEqual({
      Name: 'Dupont',
      FirstName: 'Marie',
      Email: 'marie.dupont@example.be',
      AddressTitle: '5',
      PhoneNumber: expect.stringMatching(/^0475/),
      LanguageId: 2,
      LanguageIdFromParameter: 2,
      SourceId: 5,
      Subject: 'Website: contact-me',
      Content: 'Is it still available?',
      ObjectID: 101,
    });
  });

  it('books a visit: the day and slot in AgendaComment and Content, no AppointmentID (the site has no CRM slots)', () => {
    const lead = storedLead('contact-appointment', 'nl', { timeSlot: '13:00-16:00' });
    const params = leadToContactOnMe(lead);
    const day = String(lead.fields.date);
    expect(params).toMatchObject({
      ObjectID: 101,
      AgendaComment: `${day} 13:00-16:00`,
      LanguageId: 1,
      AddressTitle: '2',
    });
    expect(params.Content).toBe(`date: ${day}\ntimeSlot: 13:00-16:00`);
    expect(params).not.toHaveProperty('AppointmentID');
  });

  it('puts an offer’s details in Content', () => {
    const { Content } = leadToContactOnMe(storedLead('purchase-offer', 'en'));
    expect(Content).toContain('amount: 325000');
    expect(Content).toContain('amountWords: trois cent vingt-cinq mille euros');
    expect(Content).toContain('signerBLastName: Peeters');
    expect(Content).toContain('conditions: Subject to a mortgage');
  });

  it('puts a rental application’s profile in Content', () => {
    const { Content, ObjectID } = leadToContactOnMe(storedLead('rental-application', 'de'));
    expect(ObjectID).toBe(102);
    expect(Content).toContain('income1: 3200');
    expect(Content).toContain('pets: yes');
    expect(Content).not.toContain('income2');
  });

  it('sends a valuation without a property, the address to value in Content', () => {
    const call = crmCallFor(storedLead('contact-demand'));
    expect(call?.params).not.toHaveProperty('ObjectID');
    expect(call?.params).not.toHaveProperty('Address');
    expect(call?.method === 'ContactOnMe' && call.params.Content).toContain(
      'street: Rue Haute\nhouseNumber: 12\nzip: 1000\ncity: Bruxelles',
    );
  });

  it('sends the site contact form with its remark and preferences, without a phone when none was given', () => {
    const params = leadToContactOnMe(storedLead('site-contact', 'fr', { phone: '', title: '' }));
    expect(params.Content).toBe(
      'I would like to sell my flat.\n\ncontactPreference: phone\ntimeSlot: 10:00-13:00',
    );
    expect(params).not.toHaveProperty('PhoneNumber');
    expect(params).not.toHaveProperty('AddressTitle');
  });

  it.each([
    ['nl', 'mr', '1'],
    ['fr', 'mr', '4'],
    ['en', 'miss', '8'],
    ['de', 'ms', '8'],
  ] as const)('gives a %s visitor titled %s the AddressTitle %s', (locale, title, code) => {
    expect(leadToContactOnMe(storedLead('contact-me', locale, { title })).AddressTitle).toBe(code);
  });

  it('sends a project lead with ContactOnMeProject on the project', () => {
    expect(crmCallFor(storedLead('contact-construction'))).toMatchObject({
      method: 'ContactOnMeProject',
      params: {
        ProjectIDs: [7],
        Content: 'Interested in a flat of the project',
        Email: 'marie.dupont@example.be',
      },
    });
  });
});

describe('a lead as DemandRegister', () => {
  it('carries the goal, prices and bedrooms; the types and zones in Comment', () => {
    expect(leadToDemandRegister(storedLead('demand-register'))).toEqual({
      Name: 'Dupont',
      FirstName: 'Marie',
      Email: 'marie.dupont@example.be',
      AddressTitle: '5',
      PhoneNumber: expect.stringMatching(/^0475/),
      LanguageId: 2,
      LanguageIdFromParameter: 2,
      SourceId: 5,
      Goal: 0,
      PriceMin: 200_000,
      PriceMax: 400_000,
      MinRooms: 2,
      Comment: 'types: 1, 2\nzones: brussels',
      IsReceivedEmail: true,
    });
  });

  it('names the city or postal code the profile keeps to in Comment', () => {
    const params = leadToDemandRegister(storedLead('demand-register', 'fr', { cityOrZip: '1050' }));
    expect(params.Comment).toBe('types: 1, 2\nzones: brussels\ncityOrZip: 1050');
  });

  it('asks for rent, and leaves out the prices not given', () => {
    const params = leadToDemandRegister(
      storedLead('demand-register', 'nl', { goal: 'rent', priceMin: '', bedrooms: '' }),
    );
    expect(params).toMatchObject({ Goal: 1, PriceMax: 400_000 });
    expect(params).not.toHaveProperty('PriceMin');
    expect(params).not.toHaveProperty('MinRooms');
  });

  it('gives the CRM’s own types of the WebIDs asked when it knows them', () => {
    const types = [
      { ID: 139, Name: 'Maison', WebID: 1, ParentID: null },
      { ID: 140, Name: 'Maison bel-étage', WebID: 1, ParentID: 139 },
      { ID: 1, Name: 'Appartement', WebID: 2, ParentID: null },
      { ID: 42, Name: 'Bureaux', WebID: 9, ParentID: null },
    ];
    const params = leadToDemandRegister(storedLead('demand-register'), {
      typeOfPropertyIds: typeOfPropertyIdsByWebId(types),
    });
    expect(params.TypeOfPropertyIDs).toEqual([139, 140, 1]);
  });
});

/** Parameters as the client sends them: lists as '1,2' (as the public PHP client does). */
const onTheWire = (params: object) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(',') : value,
    ]),
  );

describe('sendCrmCall, against the fake CRM', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(() => fake.stop());
  beforeEach(() => admin(fake, 'POST', 'reset'));

  /** A 'keep me informed' lead asking for categories of the fake's account, by their WebIDs. */
  function demandFor(webIds: readonly number[]): StoredLead {
    const lead = storedLead('demand-register');
    // The form takes the WebIDs of the stock shown (the committed snapshot's here); the stored
    // lead is given the account's instead, as a site showing that CRM's stock stores them.
    return { ...lead, fields: { ...lead.fields, types: webIds.map(String) } };
  }

  /** Each form's lead on the fake's property, project and categories. */
  function leadsForTheFake(): StoredLead[] {
    const { id } = aProperty(fake);
    const account = fake.account();
    const project = account.projects[0]!;
    return LEAD_FORM_IDS.map((form) => {
      if (form === 'demand-register') return demandFor([account.categories[0]!.webId]);
      if (form === 'contact-construction') {
        return storedLead(form, 'fr', { projectId: String(project.id) });
      }
      const onProperty = FORM_DEFINITIONS[form].hasProperty ? { propertyId: String(id) } : {};
      return storedLead(form, 'fr', onProperty);
    });
  }

  it('hands every lead the CRM takes over, on the fake’s property and project, and takes its answer true (no id) as handed over', async () => {
    const client = clientFor(fake);
    const { id } = aProperty(fake);
    const project = fake.account().projects[0]!;
    const calls = leadsForTheFake()
      .map((lead) => crmCallFor(lead))
      .filter((call) => call !== null);
    const answers: Array<number | null> = [];
    for (const call of calls) answers.push(await sendCrmCall(client, call));
    expect(answers).toEqual(calls.map(() => null));
    const received = await leadCalls(fake);
    expect(received.map(({ method, params }) => ({ method, params }))).toEqual(
      calls.map((call) => ({ method: call.method, params: onTheWire(call.params) })),
    );
    expect(
      received.filter((c) => c.method === 'ContactOnMe' && c.params.ObjectID === id),
    ).toHaveLength(ON_A_PROPERTY.length);
    expect(received.filter((c) => c.method === 'ContactOnMeProject')).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ ProjectIDs: String(project.id) }),
      }),
    ]);
  });

  it('registers a search profile with the CRM’s own types of the WebIDs asked, read from its GetTypeOfPropertyList', async () => {
    const client = clientFor(fake);
    const [first, , third] = fake.account().categories;
    const typeIds = typeOfPropertyIdsByWebId((await client.getTypeOfPropertyList()).items);
    const call = crmCallFor(demandFor([first!.webId, third!.webId]), {
      typeOfPropertyIds: typeIds,
    });
    await expect(sendCrmCall(client, call!)).resolves.toBeNull();
    const [received] = await leadCalls(fake);
    expect(received?.method).toBe('DemandRegister');
    expect(typeIdsSent(received?.params)).toEqual(typeIdsUnder([first!, third!]));
  });
});
