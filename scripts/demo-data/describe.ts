/**
 * The Description of a property in each language, written from its own data so the text never
 * contradicts the detail fields. Never mentions the price (it may be hidden or replaced).
 */
import type { SiteLocale } from '@/lib/locale';
import { COLUMN_OF, type Column } from './catalog';
import type { Kind } from './definitions';

export type DescribeInput = {
  kind: Kind;
  goal: 0 | 1;
  city: string;
  /** The closest point of interest. */
  nearby: { name: string; type: string; distance: number } | null;
  living: number | null;
  ground: number | null;
  garden: number | null;
  terrace: number | null;
  store: number | null;
  office: number | null;
  total: number | null;
  plotWidth: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  parkings: number | null;
  lift: boolean;
  cellar: boolean;
  attic: boolean;
  pool: boolean;
  furnished: boolean;
  orientation: string | null;
  condition: string | null;
  built: number | null;
  renovated: number | null;
  heating: string | null;
  /** 'B (150 kWh/m²/year)' is built from these. */
  epc: { label: string; value: number | null } | null;
  availability: string | null;
  availableFrom: string | null;
  annuity: boolean;
  vat: boolean;
};

type Words = {
  noun: Record<Kind, string>;
  intro(city: string, noun: string, goal: 0 | 1): string;
  nearby: string;
  size(input: DescribeInput): string | null;
  items: {
    terrace(m2: string, orientation: string | null): string;
    garden(m2: string): string;
    lift: string;
    cellar: string;
    attic: string;
    pool: string;
    garages(n: number): string;
    parkings(n: number): string;
  };
  highlights: string;
  and: string;
  condition: string;
  built(year: number, renovated: number | null): string;
  heating: string;
  epc: string;
  perYear: string;
  availability: string;
  furnished: string;
  annuity: string;
  vat: string;
  closing: string;
};

/** How each column writes a number and a label: thousands separator, the colon after a label, nouns' capitals. */
const WRITING: Readonly<Record<Column, { thousands: string; colon: string; keepsCapitals: boolean }>> = {
  nl: { thousands: '.', colon: ': ', keepsCapitals: false },
  fr: { thousands: '.', colon: '\u00a0: ', keepsCapitals: false },
  en: { thousands: ',', colon: ': ', keepsCapitals: false },
  de: { thousands: '.', colon: ': ', keepsCapitals: true },
};

const num = (n: number, column: Column) =>
  String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, WRITING[column].thousands);

/** English 'a' or 'an' before a number: 'an 8', 'an 11', 'an 18,000', 'a 1,100'. */
const article = (formatted: string) => {
  const d = formatted.replace(/\D/g, '');
  return d.startsWith('8') || (d.length % 3 === 2 && /^1[18]/.test(d)) ? 'an' : 'a';
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

const date = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}-${m}-${y}`;
};

/** Lower-cases the first letter (not in German, where nouns keep their capital). */
const lower = (text: string, column: Column = 'en') =>
  WRITING[column].keepsCapitals ? text : text.charAt(0).toLowerCase() + text.slice(1);

const WORDS: Readonly<Record<Column, Words>> = {
  nl: {
    noun: {
      house: 'deze woning',
      townhouse: 'deze herenwoning',
      villa: 'deze villa',
      farmhouse: 'deze hoeve',
      apartment: 'dit appartement',
      studio: 'deze studio',
      plot: 'dit perceel bouwgrond',
      shop: 'dit handelspand',
      mixed: 'dit handelshuis',
      investment: 'dit opbrengsteigendom',
      garage: 'deze garagebox',
      parking: 'deze parkeerplaats',
      warehouse: 'dit bedrijfsgebouw',
      office: 'deze kantoorruimte',
    },
    intro: (city, noun, goal) =>
      `In ${city} bieden wij ${noun} ${goal === 0 ? 'te koop' : 'te huur'} aan.`,
    nearby: 'In de buurt',
    size: (p) => {
      const l = 'nl';
      if (p.kind === 'plot' && p.ground)
        return `Het perceel meet ${num(p.ground, l)} m²${p.plotWidth ? ` met een straatbreedte van ${num(p.plotWidth, l)} m` : ''}.`;
      if (p.living) {
        const rooms = p.bedrooms
          ? `, met ${p.bedrooms} ${plural(p.bedrooms, 'slaapkamer', 'slaapkamers')}${p.bathrooms ? ` en ${p.bathrooms} ${plural(p.bathrooms, 'badkamer', 'badkamers')}` : ''}`
          : '';
        const extra = p.store
          ? ` en een handelsruimte van ${num(p.store, l)} m²`
          : p.office
            ? ` en ${num(p.office, l)} m² kantoorruimte`
            : '';
        return `De bewoonbare oppervlakte bedraagt ${num(p.living, l)} m²${p.ground ? ` op een perceel van ${num(p.ground, l)} m²` : ''}${extra}${rooms}.`;
      }
      if (p.store)
        return `De handelsruimte beslaat ${num(p.store, l)} m²${p.total ? ` (${num(p.total, l)} m² in totaal)` : ''}.`;
      if (p.office && p.total)
        return `Het gebouw telt ${num(p.total, l)} m², waarvan ${num(p.office, l)} m² kantoren.`;
      if (p.office) return `De kantoorruimte beslaat ${num(p.office, l)} m².`;
      if (p.total) return `De oppervlakte bedraagt ${num(p.total, l)} m².`;
      return null;
    },
    items: {
      terrace: (m2, o) => `een terras van ${m2} m²${o ? ` op het ${lower(o)}en` : ''}`,
      garden: (m2) => `een tuin van ${m2} m²`,
      lift: 'een lift',
      cellar: 'een kelder',
      attic: 'een zolder',
      pool: 'een zwembad',
      garages: (n) => (n === 1 ? 'een garage' : `${n} garages`),
      parkings: (n) => (n === 1 ? 'een parkeerplaats' : `${n} parkeerplaatsen`),
    },
    highlights: 'Troeven',
    and: 'en',
    condition: 'Staat',
    built: (y, r) => `Bouwjaar: ${y}${r ? ` (gerenoveerd in ${r})` : ''}.`,
    heating: 'Verwarming',
    epc: 'EPC',
    perYear: 'kWh/m²/jaar',
    availability: 'Beschikbaarheid',
    furnished: 'Het goed wordt gemeubeld verhuurd.',
    annuity:
      'Verkoop op lijfrente: de prijs is het boeket; daarnaast wordt een maandelijkse rente betaald.',
    vat: 'Verkoop onder btw-stelsel.',
    closing: 'Neem contact op met ons kantoor voor meer informatie of om een bezoek te plannen.',
  },
  fr: {
    noun: {
      house: 'cette maison',
      townhouse: 'cette maison de maître',
      villa: 'cette villa',
      farmhouse: 'cette fermette',
      apartment: 'cet appartement',
      studio: 'ce studio',
      plot: 'ce terrain à bâtir',
      shop: 'ce rez commercial',
      mixed: 'cette maison de commerce',
      investment: 'cet immeuble de rapport',
      garage: 'ce box de garage',
      parking: 'cet emplacement de parking',
      warehouse: 'ce bâtiment semi-industriel',
      office: 'ces bureaux',
    },
    intro: (city, noun, goal) =>
      `À ${city}, nous vous proposons ${noun} ${goal === 0 ? 'à vendre' : 'à louer'}.`,
    nearby: 'À proximité',
    size: (p) => {
      const l = 'fr';
      if (p.kind === 'plot' && p.ground)
        return `La parcelle mesure ${num(p.ground, l)} m²${p.plotWidth ? ` pour une largeur de ${num(p.plotWidth, l)} m à rue` : ''}.`;
      if (p.living) {
        const rooms = p.bedrooms
          ? `, avec ${p.bedrooms} ${plural(p.bedrooms, 'chambre', 'chambres')}${p.bathrooms ? ` et ${p.bathrooms} ${plural(p.bathrooms, 'salle de bains', 'salles de bains')}` : ''}`
          : '';
        const extra = p.store
          ? ` et un rez commercial de ${num(p.store, l)} m²`
          : p.office
            ? ` et ${num(p.office, l)} m² de bureaux`
            : '';
        return `La surface habitable est de ${num(p.living, l)} m²${p.ground ? ` sur un terrain de ${num(p.ground, l)} m²` : ''}${extra}${rooms}.`;
      }
      if (p.store)
        return `La surface commerciale est de ${num(p.store, l)} m²${p.total ? ` (${num(p.total, l)} m² au total)` : ''}.`;
      if (p.office && p.total)
        return `Le bâtiment développe ${num(p.total, l)} m², dont ${num(p.office, l)} m² de bureaux.`;
      if (p.office) return `Le plateau de bureaux développe ${num(p.office, l)} m².`;
      if (p.total) return `La surface est de ${num(p.total, l)} m².`;
      return null;
    },
    items: {
      terrace: (m2, o) => `une terrasse de ${m2} m²${o ? ` orientée ${lower(o)}` : ''}`,
      garden: (m2) => `un jardin de ${m2} m²`,
      lift: 'un ascenseur',
      cellar: 'une cave',
      attic: 'un grenier',
      pool: 'une piscine',
      garages: (n) => (n === 1 ? 'un garage' : `${n} garages`),
      parkings: (n) => (n === 1 ? 'un emplacement de parking' : `${n} emplacements de parking`),
    },
    highlights: 'Atouts',
    and: 'et',
    condition: 'État',
    built: (y, r) => `Année de construction\u00a0: ${y}${r ? ` (rénovation en ${r})` : ''}.`,
    heating: 'Chauffage',
    epc: 'PEB',
    perYear: 'kWh/m²/an',
    availability: 'Disponibilité',
    furnished: 'Le bien est loué meublé.',
    annuity: 'Vente en viager : le prix est le bouquet, auquel s’ajoute une rente mensuelle.',
    vat: 'Vente sous régime TVA.',
    closing: 'Contactez notre agence pour plus d’informations ou pour planifier une visite.',
  },
  en: {
    noun: {
      house: 'this house',
      townhouse: 'this townhouse',
      villa: 'this villa',
      farmhouse: 'this farmhouse',
      apartment: 'this apartment',
      studio: 'this studio',
      plot: 'this building plot',
      shop: 'this retail unit',
      mixed: 'this mixed-use house',
      investment: 'this investment building',
      garage: 'this garage box',
      parking: 'this parking space',
      warehouse: 'this industrial building',
      office: 'these offices',
    },
    intro: (city, noun, goal) =>
      `In ${city}, we offer ${noun} ${goal === 0 ? 'for sale' : 'for rent'}.`,
    nearby: 'Nearby',
    size: (p) => {
      const l = 'en';
      if (p.kind === 'plot' && p.ground)
        return `The plot measures ${num(p.ground, l)} m²${p.plotWidth ? ` with a ${num(p.plotWidth, l)} m street frontage` : ''}.`;
      if (p.living) {
        const rooms = p.bedrooms
          ? `, with ${p.bedrooms} ${plural(p.bedrooms, 'bedroom', 'bedrooms')}${p.bathrooms ? ` and ${p.bathrooms} ${plural(p.bathrooms, 'bathroom', 'bathrooms')}` : ''}`
          : '';
        const extra = p.store
          ? ` plus a ${num(p.store, l)} m² shop`
          : p.office
            ? ` plus ${num(p.office, l)} m² of offices`
            : '';
        return `It offers ${num(p.living, l)} m² of living space${p.ground ? ` on a ${num(p.ground, l)} m² plot` : ''}${extra}${rooms}.`;
      }
      if (p.store)
        return `The retail space measures ${num(p.store, l)} m²${p.total ? ` (${num(p.total, l)} m² in total)` : ''}.`;
      if (p.office && p.total)
        return `The building offers ${num(p.total, l)} m², including ${num(p.office, l)} m² of offices.`;
      if (p.office) return `The office space measures ${num(p.office, l)} m².`;
      if (p.total) return `It measures ${num(p.total, l)} m².`;
      return null;
    },
    items: {
      terrace: (m2, o) => `${article(m2)} ${m2} m² terrace${o ? ` facing ${lower(o)}` : ''}`,
      garden: (m2) => `${article(m2)} ${m2} m² garden`,
      lift: 'a lift',
      cellar: 'a cellar',
      attic: 'an attic',
      pool: 'a swimming pool',
      garages: (n) => (n === 1 ? 'a garage' : `${n} garages`),
      parkings: (n) => (n === 1 ? 'a parking space' : `${n} parking spaces`),
    },
    highlights: 'Highlights',
    and: 'and',
    condition: 'Condition',
    built: (y, r) => `Built in ${y}${r ? ` (renovated in ${r})` : ''}.`,
    heating: 'Heating',
    epc: 'EPC',
    perYear: 'kWh/m²/year',
    availability: 'Availability',
    furnished: 'The property is let furnished.',
    annuity: 'Life annuity sale: the price is the lump sum, to which a monthly annuity is added.',
    vat: 'Sold under the VAT regime.',
    closing: 'Contact our office for more information or to arrange a viewing.',
  },
  de: {
    noun: {
      house: 'dieses Haus',
      townhouse: 'dieses Stadthaus',
      villa: 'diese Villa',
      farmhouse: 'dieses Bauernhaus',
      apartment: 'diese Wohnung',
      studio: 'dieses Studio',
      plot: 'dieses Baugrundstück',
      shop: 'dieses Ladenlokal',
      mixed: 'dieses Geschäftshaus',
      investment: 'dieses Renditeobjekt',
      garage: 'diese Garagenbox',
      parking: 'diesen Stellplatz',
      warehouse: 'diese Gewerbehalle',
      office: 'diese Büroräume',
    },
    intro: (city, noun, goal) =>
      `In ${city} bieten wir ${noun} ${goal === 0 ? 'zum Kauf' : 'zur Miete'} an.`,
    nearby: 'In der Nähe',
    size: (p) => {
      const l = 'de';
      if (p.kind === 'plot' && p.ground)
        return `Das Grundstück misst ${num(p.ground, l)} m²${p.plotWidth ? ` bei einer Straßenfront von ${num(p.plotWidth, l)} m` : ''}.`;
      if (p.living) {
        const rooms = p.bedrooms
          ? `, mit ${p.bedrooms} ${plural(p.bedrooms, 'Schlafzimmer', 'Schlafzimmern')}${p.bathrooms ? ` und ${p.bathrooms} ${plural(p.bathrooms, 'Badezimmer', 'Badezimmern')}` : ''}`
          : '';
        const extra = p.store
          ? ` sowie ein Ladenlokal von ${num(p.store, l)} m²`
          : p.office
            ? ` sowie ${num(p.office, l)} m² Büroflächen`
            : '';
        return `Die Wohnfläche beträgt ${num(p.living, l)} m²${p.ground ? ` auf einem Grundstück von ${num(p.ground, l)} m²` : ''}${extra}${rooms}.`;
      }
      if (p.store)
        return `Die Verkaufsfläche beträgt ${num(p.store, l)} m²${p.total ? ` (${num(p.total, l)} m² insgesamt)` : ''}.`;
      if (p.office && p.total)
        return `Das Gebäude bietet ${num(p.total, l)} m², davon ${num(p.office, l)} m² Büros.`;
      if (p.office) return `Die Bürofläche beträgt ${num(p.office, l)} m².`;
      if (p.total) return `Die Fläche beträgt ${num(p.total, l)} m².`;
      return null;
    },
    items: {
      terrace: (m2, o) => `eine Terrasse von ${m2} m²${o ? ` (Ausrichtung ${o})` : ''}`,
      garden: (m2) => `ein Garten von ${m2} m²`,
      lift: 'ein Aufzug',
      cellar: 'ein Keller',
      attic: 'ein Dachboden',
      pool: 'ein Pool',
      garages: (n) => (n === 1 ? 'eine Garage' : `${n} Garagen`),
      parkings: (n) => (n === 1 ? 'ein Stellplatz' : `${n} Stellplätze`),
    },
    highlights: 'Vorzüge',
    and: 'und',
    condition: 'Zustand',
    built: (y, r) => `Baujahr: ${y}${r ? ` (renoviert ${r})` : ''}.`,
    heating: 'Heizung',
    epc: 'Energieausweis',
    perYear: 'kWh/m²/Jahr',
    availability: 'Verfügbarkeit',
    furnished: 'Die Immobilie wird möbliert vermietet.',
    annuity:
      'Verkauf auf Leibrente: Der Preis ist die Einmalzahlung, hinzu kommt eine monatliche Rente.',
    vat: 'Verkauf mit Mehrwertsteuer.',
    closing:
      'Kontaktieren Sie unser Büro für weitere Informationen oder einen Besichtigungstermin.',
  },
};

function list(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export function describe(p: DescribeInput, locale: SiteLocale): string {
  const column = COLUMN_OF[locale];
  const w = WORDS[column];
  const c = WRITING[column].colon;
  const near = p.nearby
    ? `${w.nearby}${c}${p.nearby.name} (${lower(p.nearby.type, column)}, ${num(p.nearby.distance, column)} m).`
    : null;
  const first = [w.intro(p.city, w.noun[p.kind], p.goal), w.size(p), near]
    .filter(Boolean)
    .join(' ');

  const items: string[] = [];
  if (p.terrace) items.push(w.items.terrace(num(p.terrace, column), p.orientation));
  if (p.garden) items.push(w.items.garden(num(p.garden, column)));
  if (p.pool) items.push(w.items.pool);
  if (p.lift) items.push(w.items.lift);
  if (p.cellar) items.push(w.items.cellar);
  if (p.attic) items.push(w.items.attic);
  if (p.garages && p.kind !== 'garage') items.push(w.items.garages(p.garages));
  if (p.parkings && p.kind !== 'parking') items.push(w.items.parkings(p.parkings));
  const second = items.length ? `${w.highlights}${c}${list(items, w.and)}.` : '';

  const facts: string[] = [];
  if (p.condition) facts.push(`${w.condition}${c}${lower(p.condition, column)}.`);
  if (p.built) facts.push(w.built(p.built, p.renovated));
  if (p.heating) facts.push(`${w.heating}${c}${lower(p.heating, column)}.`);
  if (p.epc) {
    facts.push(
      `${w.epc}${c}${p.epc.label}${p.epc.value !== null ? ` (${num(p.epc.value, column)} ${w.perYear})` : ''}.`,
    );
  }
  const third = facts.join(' ');

  const terms: string[] = [];
  if (p.annuity) terms.push(w.annuity);
  if (p.vat) terms.push(w.vat);
  if (p.furnished && p.goal !== 0) terms.push(w.furnished);
  if (p.availableFrom) terms.push(`${w.availability}${c}${date(p.availableFrom)}.`);
  else if (p.availability) terms.push(`${w.availability}${c}${lower(p.availability, column)}.`);
  terms.push(w.closing);

  return [first, second, third, terms.join(' ')].filter(Boolean).join('\n\n');
}
