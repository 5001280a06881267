/**
 * A GetProperty answer written by hand (French), with the wire forms the mapping must accept:
 * numbers for texts, '' for nothing, coordinates as strings, WCF dates, codes where 0 is none.
 */
export const RAW_PROPERTY = {
  ID: 4019999,
  Goal: 0,
  City: 'Ixelles',
  Zip: 1050,
  TypeDescription: null,
  WebID: 1,
  WebIDs: [1, 6],
  MainTypeName: 'Maison',
  RecordFile: 'IH-V-2026-0001',
  Marquee: 0,
  MarqueeName: '',
  SmallPictureItem: {
    ID: 401999901,
    Url: '/photos/4019999/1.jpg',
    Width: 1360,
    Height: 907,
    Name: 'Façade',
  },
  PublishPrice: true,
  Price: 615000,
  PriceUnit: 1,
  PriceUnitText: '',
  PublishAddress: true,
  Street: 'Rue du Bailli',
  HouseNumber: 12,
  BoxNr: '',
  CountryID: 10,
  CountryName: 'Belgique',
  EnergyPerformance: 212,
  EPCLabelText: 'D',
  GoogleX: '50.8261',
  GoogleY: 4.3601,
  CreatedDate: '2026-01-10 09:00:00',
  LastChangedDate: '/Date(1768473000000+0100)/',
  DescriptionA: 'Maison de maître.\n\nJardin au sud.',
  VirtualTour: 'https://my.matterport.com/show/?m=abc123',
  Video: null,
  PointsOfInterest: [
    {
      Name: 'Place Flagey',
      Category: 'leisure',
      Type: 'Place',
      Distance: 640,
      Latitude: 50.8275,
      Longitude: '4.3726',
    },
  ],
  Manager: 301,
  // Financial
  StartPrice: null,
  OwnerCharges: null,
  CadastralIncome: 2150,
  PropertyTax: 2590,
  NotaryFeeInclVat: 7200,
  RegistrationRights: 73_800,
  VatRegime: false,
  // Surfaces
  SurfaceTotal: 310,
  SurfaceLiving: 240,
  SurfaceGround: 180,
  SurfaceGarden: 95,
  SurfaceConstructed: 120,
  PlotWidth: 7.5,
  // Counts
  NumberOfBedRooms: 4,
  NumberOfBathRooms: 2,
  NumberOfToilets: 3,
  NumberOfFloors: 3,
  NumberOfFacades: 2,
  // Years
  ConstructionYear: 1905,
  RenovationYear: 2012,
  // Energy
  EPCTotal: 51_000,
  EPCEndDate: '2035-03-01 00:00:00',
  EPCCertificateNumber: '20250301-0001234567-01-2',
  // Risks
  AsbestosCertificateType: '',
  FloodRisk: 'Pas en zone inondable',
  FloodZone: false,
  // Features
  HasLift: false,
  HasCellar: true,
  HasTerrace: false,
  HasGarden: true,
  HasAttic: true,
  HasGas: true,
  // Planning
  BuildingPermit: true,
  AreaApplicationName: "Zone d'habitation",
  Summons: false,
  PreemptionRight: false,
  AllotmentPermit: false,
  // Building
  HeatingName: 'Chauffage central au gaz',
  WindowGlazing: 'Double vitrage',
  KitchenName: 'Cuisine équipée',
  InteriorComfort: ['Moulures', 'Cheminée'],
  OrientationG: 'Sud',
  ConditionName: 'Bon état',
  MainStyleName: 'Maison de maître',
  // Certificates
  GroundCertificate: 2,
  ElectricityCertificate: true,
  ElectricityCertificateDate: '2024-11-15 00:00:00',
  GasCertificate: null,
  // General
  FreeAvailableName: "À l'acte",
  FreeAvailableDate: null,
  // Mobility score
  MobilityScore: 8.4,
  MobilityScorePublicTransport: 9.1,
  MobilityScoreShops: 8,
  // Annuity: none
  ViagerHeads: null,
  ViagerMonthlyRent: null,
};

export const RAW_PICTURES = [
  { ID: 401999901, Url: '/photos/4019999/1.jpg', Width: 1360, Height: 907, Name: 'Façade' },
  { ID: 401999902, Url: '/photos/4019999/2.jpg', Width: 1360, Height: 907, Name: '' },
];

export const RAW_DOCUMENTS = [
  {
    ID: 401999951,
    ObjectID: 4019999,
    Name: 'Certificat PEB',
    Url: '/documents/4019999/peb.pdf',
    Size: 120_000,
  },
];

export const RAW_MANAGER = {
  ID: 301,
  Name: 'Sophie Lambert',
  Email: 'sophie.lambert@immohorizon.be',
  PhoneNumber: '+32 475 12 34 56',
  PhotoUrl: '/photos/agents/sophie-lambert.jpg',
};
