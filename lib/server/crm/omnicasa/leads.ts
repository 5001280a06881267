/**
 * A stored lead (lib/server/db/schema `leads`) as the Omnicasa call that hands it to the agency's
 * CRM. Which forms go where (the `crm` of each entry of lib/forms/leads/registry.ts), and why:
 * - demand-register ('keep me informed') → DemandRegister: it is a search profile, which the CRM
 *   matches against new stock and mails to the person;
 * - contact-appointment → ContactOnMe on the property, with the day and time slot asked: the site
 *   offers free slots (SPEC §9), not the CRM's agenda, so there is no AppointmentID to send and the
 *   slot goes in AgendaComment for the agent to confirm;
 * - contact-me, document-request, purchase-offer, rental-application → ContactOnMe on the property
 *   (ObjectID): each is a person interested in that property, with the form's details in Content;
 * - site-contact, contact-demand (a valuation), property-management → ContactOnMe without a
 *   property: a person for the agency, the address to value or manage in Content (Address is the
 *   person's own, which the form does not ask);
 * - renovation-advice and insurance-proposal → ContactOnMe without a property, like the above: a
 *   person for the agency, the calculator's inputs or the home to insure in Content (with the
 *   property's id when asked from its page);
 * - contact-construction → ContactOnMeProject on the project (ProjectIDs);
 * - jobs (a job application: not a client, and its CV stays out of the CRM), send-to-friend (the
 *   friend's address is a third party's), sign-newsletter (the site's own list) and testimonial
 *   (a review, not a request) → nothing.
 */
import 'server-only';
import { isLeadFormId, leadForm, type LeadFormId } from '@/lib/forms/leads/registry';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import type { leads } from '@/lib/server/db/schema';
import type {
  ContactOnMeParams,
  ContactOnMeProjectParams,
  DemandRegisterParams,
  OmnicasaClient,
} from './client';
import { languageIdOf } from './languages';
import type { OmnicasaTypeOfProperty } from './records';

export type StoredLead = Pick<
  typeof leads.$inferSelect,
  'form' | 'locale' | 'propertyId' | 'fields'
>;

export type CrmCall =
  | { method: 'ContactOnMe'; params: ContactOnMeParams }
  | { method: 'ContactOnMeProject'; params: ContactOnMeProjectParams }
  | { method: 'DemandRegister'; params: DemandRegisterParams };

/** The fields of each form that go into Content (or Comment) as 'field: value' lines. */
const DETAIL_FIELDS: Partial<Record<LeadFormId, readonly string[]>> = {
  'contact-appointment': ['date', 'timeSlot'],
  'contact-me': ['contactPreference', 'timeSlot'],
  'site-contact': ['contactPreference', 'timeSlot'],
  'purchase-offer': [
    'amount',
    'amountWords',
    'startDate',
    'endDate',
    'place',
    'signDate',
    'signerBFirstName',
    'signerBLastName',
    'conditions',
  ],
  'rental-application': [
    'income1',
    'income2',
    'adults',
    'kids',
    'kidsAges',
    'pets',
    'movingDate',
    'movingReason',
  ],
  'contact-demand': [
    'street',
    'houseNumber',
    'zip',
    'city',
    'propertyType',
    'contactPreference',
    'timeSlot',
  ],
  'property-management': ['street', 'houseNumber', 'zip', 'city'],
  'renovation-advice': ['propertyId', 'region', 'homeType', 'livingArea', 'constructionYear', 'epcValue', 'measures'],
  'insurance-proposal': [
    'propertyId',
    'role',
    'street',
    'houseNumber',
    'zip',
    'city',
    'propertyType',
    'rebuildValue',
    'monthlyRent',
    'coverStart',
    'insuranceOptions',
  ],
  'demand-register': ['types', 'zones', 'cityOrZip'],
};

/** The public client's AddressTitle codes; it has no German ones, so German uses the English. */
const ADDRESS_TITLES: Record<SiteLocale, { mr: number; ms: number }> = {
  nl: { mr: 1, ms: 2 },
  fr: { mr: 4, ms: 5 },
  en: { mr: 7, ms: 8 },
  de: { mr: 7, ms: 8 },
};

/** PersonSource 'agency website' in the public client's list. */
const SOURCE_AGENCY_WEBSITE = 5;

function textOf(fields: Record<string, unknown>, key: string): string {
  const value = fields[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function numberOf(fields: Record<string, unknown>, key: string): number | undefined {
  const value = fields[key];
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function detailLines(lead: StoredLead): string {
  return (DETAIL_FIELDS[lead.form as LeadFormId] ?? [])
    .map((key) => [key, valueText(lead.fields[key])] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
}

const localeOf = (lead: StoredLead): SiteLocale => (isSiteLocale(lead.locale) ? lead.locale : 'nl');

/** The person and language fields every call carries. */
function personParams(lead: StoredLead) {
  const { fields } = lead;
  const locale = localeOf(lead);
  const title = textOf(fields, 'title');
  const phone = textOf(fields, 'phone');
  return {
    Name: textOf(fields, 'lastName'),
    FirstName: textOf(fields, 'firstName'),
    Email: textOf(fields, 'email'),
    ...(title === 'mr' || title === 'ms' || title === 'miss'
      ? { AddressTitle: String(ADDRESS_TITLES[locale][title === 'mr' ? 'mr' : 'ms']) }
      : {}),
    ...(phone ? { PhoneNumber: phone } : {}),
    LanguageId: languageIdOf(locale),
    LanguageIdFromParameter: languageIdOf(locale),
    SourceId: SOURCE_AGENCY_WEBSITE,
  };
}

function messageParams(lead: StoredLead) {
  const content = [textOf(lead.fields, 'remark'), detailLines(lead)].filter(Boolean).join('\n\n');
  return { Subject: `Website: ${lead.form}`, ...(content ? { Content: content } : {}) };
}

/** ContactOnMe for a lead: on its property when it has one, with the visit asked for when it is a booking. */
export function leadToContactOnMe(lead: StoredLead): ContactOnMeParams {
  const visit = [textOf(lead.fields, 'date'), textOf(lead.fields, 'timeSlot')];
  return {
    ...personParams(lead),
    ...messageParams(lead),
    ...(lead.propertyId !== null ? { ObjectID: lead.propertyId } : {}),
    ...(lead.form === 'contact-appointment' && visit.every(Boolean)
      ? { AgendaComment: visit.join(' ') }
      : {}),
  };
}

export function leadToContactOnMeProject(lead: StoredLead): ContactOnMeProjectParams {
  const projectId = numberOf(lead.fields, 'projectId');
  return {
    ...personParams(lead),
    ...messageParams(lead),
    ProjectIDs: projectId === undefined ? [] : [projectId],
  };
}

export interface DemandContext {
  /**
   * The CRM's own type ids under a WebID (typeOfPropertyIdsByWebId over GetTypeOfPropertyList).
   * DemandRegister takes no WebIDs: without this, the types asked go in Comment only.
   */
  typeOfPropertyIds?: (webId: number) => readonly number[];
}

/** Which CRM types make up each WebID. */
export function typeOfPropertyIdsByWebId(
  types: readonly OmnicasaTypeOfProperty[],
): (webId: number) => number[] {
  return (webId) => types.filter((type) => type.WebID === webId).map((type) => type.ID);
}

/**
 * DemandRegister for a 'keep me informed' lead: goal, prices, bedrooms (as MinRooms), the CRM
 * types of the WebIDs asked; the zones and the city or postal code (no documented parameter takes
 * them) and the WebIDs in Comment.
 */
export function leadToDemandRegister(
  lead: StoredLead,
  context: DemandContext = {},
): DemandRegisterParams {
  const { fields } = lead;
  const webIds = (Array.isArray(fields.types) ? fields.types : [fields.types])
    .map(Number)
    .filter(Number.isInteger);
  const typeIds = context.typeOfPropertyIds
    ? [...new Set(webIds.flatMap(context.typeOfPropertyIds))]
    : [];
  const [priceMin, priceMax, bedrooms] = ['priceMin', 'priceMax', 'bedrooms'].map((key) =>
    numberOf(fields, key),
  );
  const comment = detailLines(lead);
  return {
    ...personParams(lead),
    Goal: textOf(fields, 'goal') === 'rent' ? 1 : 0,
    ...(typeIds.length > 0 ? { TypeOfPropertyIDs: typeIds } : {}),
    ...(priceMin !== undefined ? { PriceMin: priceMin } : {}),
    ...(priceMax !== undefined ? { PriceMax: priceMax } : {}),
    ...(bedrooms !== undefined ? { MinRooms: bedrooms } : {}),
    ...(comment ? { Comment: comment } : {}),
    IsReceivedEmail: true,
  };
}

/** The call that hands `lead` to the CRM, or null for a form the CRM does not take (see above). */
export function crmCallFor(lead: StoredLead, context: DemandContext = {}): CrmCall | null {
  const route = isLeadFormId(lead.form) ? leadForm(lead.form).crm : null;
  switch (route) {
    case 'demand':
      return { method: 'DemandRegister', params: leadToDemandRegister(lead, context) };
    case 'project':
      return { method: 'ContactOnMeProject', params: leadToContactOnMeProject(lead) };
    case 'property':
    case 'agency':
      return {
        method: 'ContactOnMe',
        params: leadToContactOnMe(route === 'agency' ? { ...lead, propertyId: null } : lead),
      };
    case null:
      return null;
  }
}

/** Sends `call`; resolves with the CRM's id for it (null when it gives none), or throws a CrmError. */
export function sendCrmCall(client: OmnicasaClient, call: CrmCall): Promise<number | null> {
  switch (call.method) {
    case 'ContactOnMe':
      return client.contactOnMe(call.params);
    case 'ContactOnMeProject':
      return client.contactOnMeProject(call.params);
    case 'DemandRegister':
      return client.demandRegister(call.params);
  }
}
