import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactAppointmentSchema } from '@/lib/forms/leads/contact-appointment';
import { valuationSchema } from '@/lib/forms/leads/contact-demand';
import { demandRegisterSchema } from '@/lib/forms/leads/demand-register';
import { insuranceProposalSchema } from '@/lib/forms/leads/insurance-proposal';
import { sendToFriendSchema } from '@/lib/forms/leads/send-to-friend';
import { siteContactSchema } from '@/lib/forms/leads/site-contact';
import { LEAD_FORM_IDS } from '@/lib/forms/leads/registry';
import { CATALOGUES } from '@/tests/i18n/catalogues';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

/** Every message key the schemas and the server pipeline can answer with. */
function usedKeys(): string[] {
  const files = [
    ...['lib/forms', 'lib/forms/leads'].flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => path.join(dir, f))),
    ...['lib/server/forms/definitions.ts', 'lib/server/forms/submit.ts', 'lib/server/uploads.ts', 'lib/server/mail/render.ts'],
  ];
  const keys = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/'((?:Validation|Errors|Success|Forms)\.[\w.-]+)'/g)) keys.add(m[1]!);
  }
  return [...keys];
}

describe('form messages', () => {
  it.each(Object.entries(CATALOGUES))('%s has every message key the forms use', (_locale, catalogue) => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) expect(typeof lookup(catalogue as Tree, key), key).toBe('string');
    for (const id of LEAD_FORM_IDS) expect(typeof lookup(catalogue as Tree, `Forms.names.${id}`), id).toBe('string');
  });
});

const person = { firstName: 'An', lastName: 'Claes', email: 'an@example.be', phone: '026401234' };
/** The categories of the committed snapshot. */
const committedTypes = () => ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

describe('form schemas (shared by the browser and the server)', () => {

  it('answers SPEC §5 messages for missing fields and a bad e-mail', () => {
    const result = siteContactSchema.safeParse({ email: 'not-an-email' });
    expect(result.success).toBe(false);
    const errors = result.error!.flatten().fieldErrors as Record<string, string[]>;
    expect(errors.firstName).toEqual(['Validation.firstName']);
    expect(errors.lastName).toEqual(['Validation.lastName']);
    expect(errors.email).toEqual(['Validation.emailInvalid']);
    expect(errors.remark).toEqual(['Forms.errors.message']);
  });

  it('reads an optional group of checkboxes none of which is ticked (react-hook-form sends false) as none, and asks a tenant for the rent', () => {
    const tenant = {
      ...person,
      role: 'tenant',
      street: 'Rue de Fer',
      zip: '5000',
      city: 'Namur',
      propertyType: '2',
      coverStart: '2031-01-10',
      rebuildValue: '',
      monthlyRent: '',
      insuranceOptions: false,
    };
    const schema = insuranceProposalSchema(committedTypes);
    expect(schema.safeParse(tenant).error?.flatten().fieldErrors).toEqual({ monthlyRent: ['Forms.errors.monthlyRent'] });
    expect(schema.parse({ ...tenant, monthlyRent: '950' }).insuranceOptions).toEqual([]);
  });

  it("validates the friend's e-mail with its own messages", () => {
    const missing = sendToFriendSchema.safeParse({ ...person, propertyId: '1', friendEmail: '' });
    expect(missing.error?.flatten().fieldErrors.friendEmail).toEqual(['Validation.friendEmail']);
    const invalid = sendToFriendSchema.safeParse({ ...person, propertyId: '1', friendEmail: 'friend@' });
    expect(invalid.error?.flatten().fieldErrors.friendEmail).toEqual(['Validation.friendEmailInvalid']);
  });

  it('formats the phone number (SPEC §5) and keeps international numbers', () => {
    expect(siteContactSchema.parse({ ...person, remark: 'Hi' }).phone).toBe('026 40 12 34');
    expect(siteContactSchema.parse({ ...person, phone: '+32 2 640 12 34', remark: 'Hi' }).phone).toBe('+32 2 640 12 34');
  });

  it('requires goal, types and zone to keep someone informed', () => {
    const errors = demandRegisterSchema(committedTypes).safeParse(person).error?.flatten().fieldErrors as Record<string, string[]>;
    expect(errors.goal).toEqual(['Validation.goal']);
    expect(errors.types).toEqual(['Validation.types']);
    expect(errors.zones).toEqual(['Validation.zone']);
  });

  it('accepts only the time slots of SPEC §9 and complete dates for a visit', () => {
    const visit = { ...person, propertyId: '5', date: '2031-02-30', timeSlot: '09:00-10:00' };
    const errors = contactAppointmentSchema.safeParse(visit).error?.flatten().fieldErrors as Record<string, string[]>;
    expect(errors.date).toEqual(['Validation.startDate']);
    expect(errors.timeSlot).toEqual(['Forms.errors.timeSlot']);
    expect(contactAppointmentSchema.safeParse({ ...visit, date: '2031-02-28', timeSlot: '13:00-16:00' }).success).toBe(true);
  });
});

describe('the property categories a form takes: those of the stock shown, whatever their WebIDs', () => {
  const crmTypes = () => ['12', '40', '77', '2', '1003', '9', '5'];
  const valuation = { ...person, street: 'Hoogstraat', zip: '1000', city: 'Brussel' };
  const demand = { ...person, goal: 'sale', zones: ['brussels'] };
  const typeErrors = (result: { error?: { flatten(): { fieldErrors: Record<string, string[] | undefined> } } }) =>
    result.error?.flatten().fieldErrors;

  it.each<[string, string, number | undefined, string[] | undefined]>([
    ['an offered WebID', '1003', 1003, undefined],
    ['an offered small WebID', '2', 2, undefined],
    ['a committed WebID this CRM does not have', '3', undefined, ['Validation.propertyType']],
    ['no type', '', undefined, ['Validation.propertyType']],
  ])('the valuation and the insurance proposal take %s (%j) or refuse it', (_case, propertyType, parsed, errors) => {
    const result = valuationSchema(crmTypes).safeParse({ ...valuation, propertyType });
    expect(result.data?.propertyType).toBe(parsed);
    expect(typeErrors(result)?.propertyType).toEqual(errors);
    const insurance = insuranceProposalSchema(crmTypes).safeParse({ ...valuation, role: 'owner', rebuildValue: '300000', coverStart: '2031-01-10', propertyType });
    expect(typeErrors(insurance)?.propertyType).toEqual(errors);
  });

  it.each<[string, unknown, string[] | undefined, string[] | undefined]>([
    ['offered WebIDs, each once', ['40', '1003', '40'], ['40', '1003'], undefined],
    ['one offered WebID posted alone', '77', ['77'], undefined],
    ['a WebID it does not offer among them', ['40', '1'], undefined, ['Validation.types']],
    ['none', false, undefined, ['Validation.types']],
  ])('keeping someone informed takes %s or refuses them', (_case, types, parsed, errors) => {
    const result = demandRegisterSchema(crmTypes).safeParse({ ...demand, types });
    expect(result.data?.types).toEqual(parsed);
    expect(typeErrors(result)?.types).toEqual(errors);
  });

  it('reads the categories when it checks a value, not when it is made (a CRM sync may change them)', () => {
    let offered = ['12'];
    const schema = valuationSchema(() => offered);
    expect(schema.safeParse({ ...valuation, propertyType: '40' }).success).toBe(false);
    offered = ['12', '40'];
    expect(schema.safeParse({ ...valuation, propertyType: '40' }).success).toBe(true);
  });
});
