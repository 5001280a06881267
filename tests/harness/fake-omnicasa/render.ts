/**
 * A property's answers in every language, written from its plan: GetProperty's record (null in a
 * language it does not exist in), its pictures and documents. Field names are Omnicasa's where
 * public sources confirm them (ID, Goal, City, Zip, WebID, WebIDs, TypeDescription, Price,
 * PublishPrice, PriceUnit, Marquee, GoogleX, GoogleY, CreatedDate, LastChangedDate, DescriptionA,
 * SurfaceLiving, NumberOfBedRooms, Has…, ConditionName, HeatingName…); the others are this
 * generator's own guesses (./README.md lists them).
 */
import type { SiteLocale } from '@/lib/locale';
import type { Category } from './categories';
import { plainDate, wcfDate, type ClockZone } from './clock';
import {
  descriptionOf,
  longVersion,
  titleOf,
  titleWithHtml,
  withHtml,
  type TextFacts,
} from './descriptions';
import { applyFieldDefects, extraFields } from './field-defects';
import type { MinimumPart, PropertyPlan } from './plan';
import { lazyPerLanguage } from './lazy';
import { factsOf, type PropertyFacts } from './property-facts';
import { documentsOf, picturesOf, smallPictureOf, type MediaContext } from './property-media';
import { streamOf, type Random } from './random';
import { UNKNOWN_MARQUEE, UNKNOWN_PRICE_UNIT, type Coded } from './vocabulary';
import type { PropertyAnswers, Wire } from './wire';

export interface RenderContext extends MediaContext {
  seed: number;
  categories: readonly Category[];
  clock: ClockZone;
  anchorMs: number;
  /** A Manager id no user has. */
  unknownManager: number;
}

/** A date as the CRM writes it: plain mostly, WCF or ISO at the otherDateFormat rate. */
export function dateText(ms: number, random: Random, rate: number, clock: ClockZone): string {
  const other = random.chance(rate);
  const wcf = random.chance(0.6);
  if (!other) return plainDate(ms, clock);
  return wcf ? wcfDate(ms) : plainDate(ms, clock, 'T');
}

const isCoded = (value: unknown): value is Coded =>
  typeof value === 'object' && value !== null && 'name' in value;

/** The detail fields in one language: a coded value as its name, and its code as …ID beside a …Name. */
function detailFields(
  facts: PropertyFacts,
  locale: SiteLocale,
  date: (ms: number) => string,
): Wire {
  const fields: Wire = {};
  for (const [key, value] of Object.entries(facts.details)) {
    if (!isCoded(value)) {
      fields[key] = value;
      continue;
    }
    fields[key] = value.name[locale];
    if (key.endsWith('Name')) fields[`${key.slice(0, -4)}ID`] = value.id;
  }
  for (const [key, ms] of Object.entries(facts.dates)) fields[key] = date(ms);
  return fields;
}

const TYPE_FIELDS = ['WebID', 'WebIDs', 'WebIDName', 'MainTypeID', 'MainTypeName'];

/** The record without a part of the minimum: the key absent, or null, or '' for the City. */
function withoutPart(record: Wire, part: MinimumPart, random: Random): void {
  const fields = part === 'type' ? TYPE_FIELDS : [part];
  const how = random.pick(part === 'City' ? ['absent', 'null', 'empty'] : ['absent', 'null']);
  for (const field of fields) {
    if (how === 'absent') delete record[field];
    else record[field] = how === 'null' ? null : '';
  }
}

export function renderProperty(plan: PropertyPlan, context: RenderContext): PropertyAnswers {
  const random = streamOf(context.seed, 'render', plan.index);
  const category = context.categories[plan.category]!;
  const second = plan.secondCategory === null ? null : context.categories[plan.secondCategory]!;
  const facts = factsOf(random, plan, category, context.anchorMs);
  const pictures = picturesOf(random, plan.id, facts.shape, context);
  const documents = documentsOf(random, plan.id, context);
  const textFacts: TextFacts = {
    shape: facts.shape,
    typeName: plan.crmType.name,
    city: facts.place.city,
    bedrooms:
      typeof facts.details.NumberOfBedRooms === 'number' ? facts.details.NumberOfBedRooms : null,
    living: typeof facts.details.SurfaceLiving === 'number' ? facts.details.SurfaceLiving : null,
    ground: typeof facts.details.SurfaceGround === 'number' ? facts.details.SurfaceGround : null,
    garden: facts.details.HasGarden === true,
    terrace: facts.details.HasTerrace === true,
    adjective: facts.adjective,
    sentences: facts.sentences,
  };

  function recordIn(locale: SiteLocale): Wire {
    const rates = context.rates;
    const own = streamOf(context.seed, 'render', plan.index, locale);
    const date = (ms: number) => dateText(ms, own, rates.otherDateFormat, context.clock);
    const defects = plan.defects[locale];
    const webId = plan.unknownWebId ?? category.webId;
    const webIds = second ? [webId, second.webId] : [webId];
    const coordinatesAsText = own.chance(rates.formatVariant);
    const webIdsAsArray = own.chance(rates.formatVariant);
    let title = titleOf(textFacts, locale);
    let description = descriptionOf(textFacts, locale);
    if (defects.longText) description = longVersion(description);
    if (defects.html) {
      description = withHtml(description);
      title = titleWithHtml(title);
    }
    const marquee = defects.unknownCode === 'Marquee' ? UNKNOWN_MARQUEE : facts.marquee;
    const unit = defects.unknownCode === 'PriceUnit' ? UNKNOWN_PRICE_UNIT : facts.priceUnit;
    const coordinate = (value: number) => (coordinatesAsText ? String(value) : value);
    const record: Wire = {
      ID: plan.id,
      Goal: plan.goal,
      WebID: webId,
      WebIDs: webIdsAsArray ? webIds : webIds.join(','),
      WebIDName: plan.unknownWebId === null ? category.names[locale] : null,
      MainTypeID: plan.crmType.id,
      MainTypeName: plan.crmType.name[locale],
      TypeDescription: title,
      RecordFile: facts.recordFile,
      OfficeID: 1,
      Street: facts.street[locale],
      HouseNumber: facts.houseNumber,
      BoxNr: facts.boxNr,
      Zip: facts.place.zip,
      City: facts.place.city[locale],
      CountryID: facts.place.country.id,
      CountryName: facts.place.country.name[locale],
      CountryAbbr: facts.place.country.abbr,
      PublishAddress: facts.publishAddress,
      GoogleX: coordinate(facts.latitude),
      GoogleY: coordinate(facts.longitude),
      Price: facts.price,
      PublishPrice: facts.publishPrice,
      PriceUnit: unit.id,
      PriceUnitText: unit.name[locale],
      Marquee: marquee?.id ?? 0,
      MarqueeName: marquee?.name[locale] ?? '',
      DescriptionA: description,
      CreatedDate: date(plan.createdMs),
      LastChangedDate: date(plan.changedMs),
      Manager: defects.unknownCode === 'Manager' ? context.unknownManager : plan.manager,
      ProjectID: plan.projectId ?? 0,
      VirtualTour: facts.virtualTour,
      Video: facts.video,
      SmallPictureItem: smallPictureOf(pictures[locale]),
      ...detailFields(facts, locale, date),
    };
    applyFieldDefects(record, rates, own);
    if (defects.extraFields) Object.assign(record, extraFields(own));
    if (plan.lacks?.languages.includes(locale)) withoutPart(record, plan.lacks.part, own);
    return record;
  }

  const exists = (locale: SiteLocale) => plan.languages.includes(locale);
  return {
    records: lazyPerLanguage((locale) => (exists(locale) ? recordIn(locale) : null)),
    pictures: lazyPerLanguage((locale) => (exists(locale) ? pictures[locale] : [])),
    documents: lazyPerLanguage((locale) => (exists(locale) ? documents[locale] : [])),
  };
}
