/**
 * New-build projects (GetProjectList, GetProject, GetProjectPictureList). A project's units are
 * listed in its record as Units [{ ID, … }], ID being the unit's property id: some units are
 * properties of the account (whose records give the project's id as ProjectID), others are not on
 * the web at all.
 */
import { perLanguage, type SiteLocale } from '@/lib/locale';
import { plainDate, type ClockZone } from './clock';
import { PLACES } from './places';
import type { PropertyPlan } from './plan';
import { picturesOf, smallPictureOf, type MediaContext } from './property-media';
import { streamOf } from './random';
import { t } from './texts';
import { MARQUEES } from './vocabulary';
import type { Wire } from './wire';

export interface Project {
  id: number;
  /** GetProject's record per language. */
  records: Record<SiteLocale, Wire>;
  pictures: Wire[];
  /** Property ids of its units, on the web or not. */
  unitIds: number[];
}

export interface ProjectContext extends MediaContext {
  seed: number;
  clock: ClockZone;
  anchorMs: number;
  managers: readonly number[];
  /** Ids no property, deletion or other unit has: for the units that are not on the web. */
  offWebId: (project: number, unit: number) => number;
}

const PROJECT_NAMES = [
  'Zonneveld',
  'Parkzicht',
  'Het Atelier',
  'Oude Brouwerij',
  'Les Jardins',
  'Canal Side',
];
const UNITS = t('units', 'unités', 'units', 'Einheiten');
const DAY = 86_400_000;

/** `count` projects; the plans chosen as units get the project's id (ProjectID). */
export function makeProjects(
  count: number,
  plans: PropertyPlan[],
  context: ProjectContext,
): Project[] {
  const random = streamOf(context.seed, 'projects');
  const free = plans.filter((p) => p.goal === 0 && p.projectId === null);
  return Array.from({ length: count }, (_, p) => {
    const id = 20_000 + p * 37 + random.int(0, 36);
    const onWeb = random.sample(
      free.filter((plan) => plan.projectId === null),
      random.int(1, 4),
    );
    for (const plan of onWeb) plan.projectId = id;
    const offWeb = Array.from({ length: random.int(1, 3) }, (_, k) => context.offWebId(p, k));
    const unitIds = [...onWeb.map((plan) => plan.id), ...offWeb];
    const place = random.pick(PLACES.filter((pl) => pl.region !== 'abroad'));
    const name = random.pick(PROJECT_NAMES);
    const names = t(
      `Residentie ${name}`,
      `Résidence ${name}`,
      `${name} Residence`,
      `Residenz ${name}`,
    );
    const pictures = picturesOf(random, id, 'home', context).nl;
    const createdMs = context.anchorMs - random.int(100, 900) * DAY;
    const units = unitIds.map((unitId, k) => ({
      ID: unitId,
      RecordFile: `P${p + 1}-${String(k + 1).padStart(2, '0')}`,
      Floor: random.int(0, 6),
      NumberOfBedRooms: random.int(1, 3),
      SurfaceLiving: random.int(45, 140),
      Price: random.stepped(220_000, 650_000, 5000),
      Marquee: random.chance(0.3) ? MARQUEES.sold.id : 0,
    }));
    const street = random.pick(place.streets);
    const fixed = {
      HouseNumber: String(random.int(1, 120)),
      Zip: place.zip,
      CountryID: place.country.id,
      PublishAddress: random.chance(0.7),
      GoogleX: place.latitude,
      GoogleY: place.longitude,
      DeliveryDate: `${plainDate(context.anchorMs + random.int(90, 900) * DAY, context.clock).slice(0, 10)} 00:00:00`,
      Manager: random.pick(context.managers),
      CreatedDate: plainDate(createdMs, context.clock),
      LastChangedDate: plainDate(createdMs + random.int(1, 90) * DAY, context.clock),
      NumberOfUnits: units.length,
    };
    return {
      id,
      unitIds,
      pictures,
      records: perLanguage((locale) => ({
        ID: id,
        Name: names[locale],
        DescriptionA: `${names[locale]}: ${units.length} ${UNITS[locale]}.`,
        Street: street[locale],
        City: place.city[locale],
        CountryName: place.country.name[locale],
        ...fixed,
        SmallPictureItem: smallPictureOf(pictures),
        Units: units.map((unit) => ({
          ...unit,
          MarqueeName: unit.Marquee ? MARQUEES.sold.name[locale] : '',
        })),
      })),
    };
  });
}

/** GetProjectList's item. */
export const projectListItem = (record: Wire): Wire => ({
  ID: record.ID,
  Name: record.Name,
  City: record.City,
  Zip: record.Zip,
  LastChangedDate: record.LastChangedDate,
  SmallPictureItem: record.SmallPictureItem,
});
