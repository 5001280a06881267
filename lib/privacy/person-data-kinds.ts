/** The kinds of personal data the erasure screen counts (lib/server/privacy/person-data), shared with its client panel. */
export const PERSON_DATA_KINDS = ['leads', 'cvs', 'newsletter', 'alerts', 'mails', 'mailFiles', 'ownerAccount'] as const;
export type PersonDataKind = (typeof PERSON_DATA_KINDS)[number];
export type PersonData = Record<PersonDataKind, number>;
