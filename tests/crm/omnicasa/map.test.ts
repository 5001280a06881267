import { describe, expect, it } from 'vitest';
import { propertySchema } from '@/lib/data/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { InvalidRecordError } from '@/lib/server/crm/omnicasa/errors';
import {
  fromSnapshotProject,
  fromSnapshotProperty,
  fromSnapshotType,
  toSnapshotProject,
  toSnapshotProperty,
  toSnapshotType,
} from '@/lib/server/crm/omnicasa/map';
import {
  omnicasaPictureSchema,
  omnicasaDocumentSchema,
  omnicasaProjectSchema,
  omnicasaPropertySchema,
  omnicasaUserSchema,
  omnicasaWebIdSchema,
  type OmnicasaProject,
} from '@/lib/server/crm/omnicasa/records';
import { demoProjects, snapshotProperties, snapshotTypes } from './snapshot';
import { RAW_DOCUMENTS, RAW_MANAGER, RAW_PICTURES, RAW_PROPERTY } from './raw-property';

/** What travels over the wire: JSON, then the client's schema. */
const overTheWire = <T>(value: unknown, parse: (v: unknown) => T): T =>
  parse(JSON.parse(JSON.stringify(value)));

describe('snapshot → Omnicasa → snapshot', () => {
  for (const locale of SITE_LOCALES) {
    it(`keeps every property of the committed snapshot unchanged (${locale})`, () => {
      const properties = snapshotProperties(locale);
      expect(properties.length).toBeGreaterThan(0);
      for (const property of properties) {
        const records = fromSnapshotProperty(property);
        const back = toSnapshotProperty(
          overTheWire(records.property, (v) => omnicasaPropertySchema.parse(v)),
          {
            locale,
            pictures: overTheWire(records.pictures, (v) => omnicasaPictureSchema.array().parse(v)),
            documents: overTheWire(records.documents, (v) =>
              omnicasaDocumentSchema.array().parse(v),
            ),
            manager:
              records.manager && overTheWire(records.manager, (v) => omnicasaUserSchema.parse(v)),
          },
        );
        expect(back, `property ${property.ID} (${locale})`).toEqual(property);
      }
    });
  }

  it('keeps every property type, in every language', () => {
    const types = snapshotTypes();
    for (const locale of SITE_LOCALES) {
      for (const type of types[locale]) {
        const raw = overTheWire(fromSnapshotType(type), (v) => omnicasaWebIdSchema.parse(v));
        expect(toSnapshotType(raw, locale)).toEqual(type);
      }
    }
  });

  it('keeps the demo projects, their texts in every language', () => {
    for (const project of demoProjects()) {
      const records = fromSnapshotProject(project);
      const byLocale = Object.fromEntries(
        SITE_LOCALES.map((l) => [
          l,
          overTheWire(records.projects[l], (v) => omnicasaProjectSchema.parse(v)),
        ]),
      ) as Record<SiteLocale, OmnicasaProject>;
      const back = toSnapshotProject(byLocale, {
        pictures: records.pictures,
        manager: records.manager,
      });
      expect(back).toEqual(project);
    }
  });
});

describe('a GetProperty record written by hand', () => {
  const property = toSnapshotProperty(omnicasaPropertySchema.parse(RAW_PROPERTY), {
    locale: 'fr',
    pictures: omnicasaPictureSchema.array().parse(RAW_PICTURES),
    documents: omnicasaDocumentSchema.array().parse(RAW_DOCUMENTS),
    manager: omnicasaUserSchema.parse(RAW_MANAGER),
  });

  it('passes the site schema', () => {
    expect(propertySchema.safeParse(property).success).toBe(true);
  });

  it('reads the list and display fields: numbers as texts, "" and 0 as nothing, WebIDs as a list', () => {
    expect(property).toMatchObject({
      ID: 4019999,
      language: 'fr',
      Zip: '1050',
      HouseNumber: '12',
      BoxNr: null,
      TypeDescription: '',
      WebIDs: '1,6',
      Marquee: null,
      MarqueeName: null,
      PriceUnitText: null,
      Latitude: 50.8261,
      Longitude: 4.3601,
      CreateDate: '2026-01-10T09:00:00Z',
      ModifyDate: '2026-01-15T10:30:00Z',
      Description: 'Maison de maître.\n\nJardin au sud.',
      VirtualTour: 'https://my.matterport.com/show/?m=abc123',
    });
  });

  it.each([
    [
      'Financial',
      {
        CadastralIncome: 2150,
        PropertyTax: 2590,
        NotaryFeeInclVat: 7200,
        RegistrationRights: 73_800,
        VatRegime: false,
        MonthlyRent: null,
      },
    ],
    [
      'Surfaces',
      {
        Total: 310,
        Living: 240,
        Ground: 180,
        Garden: 95,
        Built: 120,
        PlotWidth: 7.5,
        Terrace: null,
      },
    ],
    ['Counts', { Bedrooms: 4, Bathrooms: 2, Toilets: 3, Floors: 3, Facades: 2, Garages: null }],
    ['Years', { Construction: 1905, Renovation: 2012 }],
    [
      'Energy',
      {
        TotalConsumption: 51_000,
        CertificateEndDate: '2035-03-01',
        CertificateNumber: '20250301-0001234567-01-2',
        UniqueCode: null,
      },
    ],
    [
      'Risks',
      {
        AsbestosCertificateType: null,
        FloodRisk: 'Pas en zone inondable',
        FloodZone: false,
        GScore: null,
      },
    ],
    ['Features', { Lift: false, Cellar: true, Garden: true, Attic: true, Gas: true, Pool: null }],
    [
      'Planning',
      {
        Permit: true,
        ZoningDesignation: "Zone d'habitation",
        Summons: false,
        SubdivisionPermit: false,
        JudicialDecision: null,
      },
    ],
    [
      'Building',
      {
        Heating: 'Chauffage central au gaz',
        Glazing: 'Double vitrage',
        Kitchen: 'Cuisine équipée',
        InteriorComfort: ['Moulures', 'Cheminée'],
        GardenOrientation: 'Sud',
        Style: 'Maison de maître',
      },
    ],
    ['Certificates', { Ground: true, Electricity: true, ElectricityDate: '2024-11-15', Gas: null }],
    ['General', { Availability: "À l'acte", AvailableFrom: null }],
    ['MobilityScore', { Total: 8.4, PublicTransport: 9.1, Shops: 8, Health: null }],
  ])('maps the %s group', (group, expected) => {
    expect(property[group as keyof typeof property]).toMatchObject(expected);
  });

  it('has no annuity when ViagerMonthlyRent is empty, and one from the Viager fields', () => {
    expect(property.Annuity).toBeNull();
    const withAnnuity = toSnapshotProperty(
      omnicasaPropertySchema.parse({
        ...RAW_PROPERTY,
        ViagerHeads: [{ Age: 78, Sex: 'F' }],
        ViagerMonthlyRent: 950,
        ViagerIndexedRent: true,
      }),
      { locale: 'fr', pictures: [], documents: [] },
    );
    expect(withAnnuity.Annuity).toEqual({
      Heads: [{ Age: 78, Sex: 'F' }],
      MonthlyRent: 950,
      SurvivalRent: null,
      IndexedRent: true,
      MaxDuration: null,
    });
  });

  it('takes the agent whose user id is Manager, its pictures and documents', () => {
    expect(property.Manager).toEqual({
      ID: 301,
      Name: 'Sophie Lambert',
      Email: 'sophie.lambert@immohorizon.be',
      Phone: '+32 475 12 34 56',
      Photo: '/photos/agents/sophie-lambert.jpg',
    });
    expect(property.Pictures.map((p) => [p.ID, p.Name])).toEqual([
      [401999901, 'Façade'],
      [401999902, null],
    ]);
    expect(property.Documents).toEqual([
      { ID: 401999951, Name: 'Certificat PEB', Url: '/documents/4019999/peb.pdf', Size: 120_000 },
    ]);
    expect(property.PointsOfInterest[0]).toMatchObject({ Name: 'Place Flagey', Longitude: 4.3726 });
  });

  it('reads the GroundCertificate codes: 2 present, 0 missing, 1 (pending) unknown', () => {
    const ground = (code: number) =>
      toSnapshotProperty(
        omnicasaPropertySchema.parse({ ...RAW_PROPERTY, GroundCertificate: code }),
        {
          locale: 'fr',
          pictures: [],
          documents: [],
        },
      ).Certificates.Ground;
    expect([ground(2), ground(0), ground(1)]).toEqual([true, false, null]);
  });

  it('has no agent when the user list has none with its Manager id', () => {
    const other = omnicasaUserSchema.parse({ ...RAW_MANAGER, ID: 999 });
    const p = toSnapshotProperty(omnicasaPropertySchema.parse(RAW_PROPERTY), {
      locale: 'fr',
      pictures: [],
      documents: [],
      manager: other,
    });
    expect(p.Manager).toBeNull();
  });
});

describe('a record that does not make a snapshot property', () => {
  /** The field the InvalidRecordError names, or null when the record maps. */
  function failingField(changes: Record<string, unknown>): string | null {
    try {
      toSnapshotProperty(omnicasaPropertySchema.parse({ ...RAW_PROPERTY, ...changes }), {
        locale: 'fr',
        pictures: [],
        documents: [],
      });
      return null;
    } catch (error) {
      if (error instanceof InvalidRecordError) return error.field;
      throw error;
    }
  }

  it.each([
    ['SurfaceLiving', { SurfaceLiving: -40 }],
    ['NumberOfBedRooms', { NumberOfBedRooms: -1 }],
    ['LastChangedDate', { LastChangedDate: '2025-01-01 00:00:00' }],
    ['WebIDs', { WebIDs: '2,6' }],
    ['GoogleX', { GoogleX: 95.2 }],
    ['City', { City: '' }],
    ['ViagerHeads', { ViagerMonthlyRent: 900 }],
    [
      'SmallPictureItem.Url',
      { SmallPictureItem: { ...RAW_PICTURES[0], Url: 'cdn.example/1.jpg' } },
    ],
  ])('throws an InvalidRecordError naming the Omnicasa field %s', (field, changes) => {
    expect(failingField(changes)).toBe(field);
  });

  it('is refused by the wire schema when a value has the wrong type, with its field', () => {
    const parsed = omnicasaPropertySchema.safeParse({ ...RAW_PROPERTY, Price: 'on request' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['Price']);
  });
});
