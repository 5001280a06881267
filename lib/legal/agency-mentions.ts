/**
 * The agency's own mentions, on every page (the footer) and in the settings editor: the BIV/IPI
 * number, the supervisory authority, the insurer of professional liability and the policy number,
 * the link to the code of conduct, the company number and the VAT number
 * (LEGAL_SOURCES.agencyWebsite). A missing one is flagged on the staff compliance screen.
 */
import { LEGAL_SOURCES } from './sources';

export const AGENCY_MENTION_FIELDS = [
  'bivNumber',
  'supervisoryAuthority',
  'insurer',
  'policyNumber',
  'codeOfConductUrl',
  'companyNumber',
  'vatNumber',
] as const;
export type AgencyMentionField = (typeof AGENCY_MENTION_FIELDS)[number];

export const AGENCY_MENTIONS_SOURCE = LEGAL_SOURCES.agencyWebsite;

/** The BIV's own code-of-conduct page, the link BIV suggests to agencies. */
export const BIV_CODE_OF_CONDUCT_URL = 'https://www.biv.be/plichtenleer';

/** The mentions the agency's settings leave empty, in the order above. */
export function missingAgencyMentions(agency: Record<AgencyMentionField, string>): AgencyMentionField[] {
  return AGENCY_MENTION_FIELDS.filter((field) => !agency[field].trim());
}
