/**
 * The fake CRM's data (scripts/fake-omnicasa.mts): properties, projects and types kept in memory in
 * the site's snapshot format, with what Omnicasa would answer for each (./map fromSnapshot…), a
 * modification time per property and the deletions. Seeded from a data directory's snapshot.
 */
import { createDataStore, projectSourceFromEnv, type ProjectSource } from '@/lib/data/store';
import type { Project, Property, PropertyTypeRecord } from '@/lib/data/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import {
  fromSnapshotProject,
  fromSnapshotProperty,
  fromSnapshotType,
  type OmnicasaPropertyRecords,
} from '../map';
import type {
  OmnicasaProject,
  OmnicasaPicture,
  OmnicasaTypeOfProperty,
  OmnicasaUser,
  OmnicasaWebId,
} from '../records';

export interface FakeDataSetOptions {
  /** Where the snapshot to seed from is: data/ by default. */
  dataDir?: string;
  /** This many properties: the snapshot's, then copies of them with new ids. Default: the snapshot's. */
  count?: number;
  /** The projects: the snapshot's (empty) or the demo ones. Default: PROJECTS_FILE, else the snapshot's. */
  projects?: ProjectSource;
}

export interface FakeProperty {
  id: number;
  snapshot: Record<SiteLocale, Property>;
  omnicasa: Record<SiteLocale, OmnicasaPropertyRecords>;
  modifiedAt: Date;
}

export interface FakeProject {
  id: number;
  omnicasa: Record<SiteLocale, OmnicasaProject>;
  pictures: OmnicasaPicture[];
}

/** Ids of the generated copies start here (the snapshot's are 7 digits from 4,000,000). */
const COPY_ID_BASE = 9_000_000;

/** The instant to the second: Omnicasa's dates have no milliseconds. */
const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

function propertyEntry(snapshot: Record<SiteLocale, Property>): FakeProperty {
  const omnicasa = Object.fromEntries(
    SITE_LOCALES.map((locale) => [locale, fromSnapshotProperty(snapshot[locale])]),
  ) as Record<SiteLocale, OmnicasaPropertyRecords>;
  return { id: snapshot.nl.ID, snapshot, omnicasa, modifiedAt: new Date(snapshot.nl.ModifyDate) };
}

function seededProperties(dataDir: string, count: number | undefined): FakeProperty[] {
  const store = createDataStore(dataDir);
  const originals = store.getProperties('nl').map((p) => {
    const byLocale = Object.fromEntries(
      SITE_LOCALES.map((locale) => [locale, store.getProperty(locale, p.ID)!]),
    ) as Record<SiteLocale, Property>;
    return byLocale;
  });
  const wanted = count ?? originals.length;
  const out: FakeProperty[] = [];
  for (let i = 0; i < wanted; i++) {
    const original = originals[i % originals.length]!;
    const id = i < originals.length ? original.nl.ID : COPY_ID_BASE + i;
    const copy = Object.fromEntries(
      SITE_LOCALES.map((locale) => [locale, { ...original[locale], ID: id }]),
    ) as Record<SiteLocale, Property>;
    out.push(propertyEntry(copy));
  }
  return out;
}

function projectEntry(project: Project): FakeProject {
  const { projects, pictures } = fromSnapshotProject(project);
  return { id: project.ID, omnicasa: projects, pictures };
}

export type FakeDataSet = ReturnType<typeof createFakeDataSet>;

export function createFakeDataSet(options: FakeDataSetOptions = {}) {
  const dataDir = options.dataDir ?? 'data';
  let properties = new Map<number, FakeProperty>();
  let deletions = new Map<number, Date>();
  let projects: FakeProject[] = [];
  let types: Record<SiteLocale, OmnicasaWebId[]>;
  let users: OmnicasaUser[] = [];

  /** The agents of every property and project (GetUserList). */
  function collectUsers(projectList: readonly Project[]) {
    const byId = new Map<number, OmnicasaUser>();
    for (const entry of properties.values()) {
      const manager = entry.omnicasa.nl.manager;
      if (manager) byId.set(manager.ID, manager);
    }
    for (const project of projectList) {
      const manager = fromSnapshotProject(project).manager;
      if (manager) byId.set(manager.ID, manager);
    }
    return [...byId.values()].sort((a, b) => a.ID - b.ID);
  }

  function seed() {
    properties = new Map(
      seededProperties(dataDir, options.count).map((entry) => [entry.id, entry]),
    );
    deletions = new Map();
    const store = createDataStore(dataDir);
    const projectList = store.getProjects(options.projects ?? projectSourceFromEnv());
    projects = projectList.map(projectEntry);
    const typeRecords = store.getTypeRecords();
    types = Object.fromEntries(
      SITE_LOCALES.map((locale) => [
        locale,
        typeRecords[locale].map((type: PropertyTypeRecord) => fromSnapshotType(type)),
      ]),
    ) as Record<SiteLocale, OmnicasaWebId[]>;
    users = collectUsers(projectList);
  }
  seed();

  /** A new version of a property's records, modified now. */
  function save(snapshot: Record<SiteLocale, Property>, now: Date): FakeProperty {
    const modified = toSecond(now);
    const stamp = `${modified.toISOString().slice(0, 19)}Z`;
    const stamped = Object.fromEntries(
      SITE_LOCALES.map((locale) => [locale, { ...snapshot[locale], ModifyDate: stamp }]),
    ) as Record<SiteLocale, Property>;
    const entry = { ...propertyEntry(stamped), modifiedAt: modified };
    properties.set(entry.id, entry);
    deletions.delete(entry.id);
    const manager = entry.omnicasa.nl.manager;
    if (manager && !users.some((user) => user.ID === manager.ID)) users = [...users, manager];
    return entry;
  }

  return {
    /** Every property, in the order they were added. */
    properties: () => [...properties.values()],
    property: (id: number) => properties.get(id),

    /** Adds or replaces a property (one record per language); its modification time is now. */
    putProperty: (snapshot: Record<SiteLocale, Property>, now = new Date()) => save(snapshot, now),

    /** A new price in every language, modified now; undefined for an unknown id. */
    setPrice(id: number, price: number | null, now = new Date()): FakeProperty | undefined {
      const entry = properties.get(id);
      if (!entry) return undefined;
      const changed = Object.fromEntries(
        SITE_LOCALES.map((locale) => [locale, { ...entry.snapshot[locale], Price: price }]),
      ) as Record<SiteLocale, Property>;
      return save(changed, now);
    },

    /** Removes a property; false for an unknown id. */
    deleteProperty(id: number, now = new Date()): boolean {
      if (!properties.delete(id)) return false;
      deletions.set(id, now);
      return true;
    },

    /** Ids deleted at or after `since` (all without it). */
    deletedSince: (since?: Date) =>
      [...deletions].filter(([, at]) => !since || at >= since).map(([id]) => id),

    projects: () => projects,
    types: (locale: SiteLocale) => types[locale],
    /** The CRM's own types, one per WebID here (ID = WebID × 10: not the WebID, as in a real CRM). */
    typesOfProperty: (locale: SiteLocale): OmnicasaTypeOfProperty[] =>
      types[locale].map((type) => ({
        ID: type.WebID * 10,
        Name: type.Name,
        WebID: type.WebID,
        ParentID: null,
      })),
    users: () => users,

    /** Back to the seeded data. */
    reset: seed,
  };
}
