/**
 * The fake CRM's data (scripts/fake-omnicasa.mts): properties, projects and types kept in memory in
 * the site's snapshot format, with what Omnicasa would answer for each (../map fromSnapshot…), a
 * modification time per property and the deletions. Seeded from a data directory's snapshot.
 */
import type { Project, Property } from '@/lib/data/schemas';
import { createDataStore, projectSourceFromEnv, type ProjectSource } from '@/lib/data/store';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { perLanguage } from '../languages';
import {
  fromSnapshotProject,
  fromSnapshotProperty,
  fromSnapshotType,
  type OmnicasaPropertyRecords,
} from '../map';
import type {
  OmnicasaPicture,
  OmnicasaProject,
  OmnicasaTypeOfProperty,
  OmnicasaUser,
  OmnicasaWebId,
} from '../records';

export interface FakeDataSetOptions {
  /** Where the snapshot to seed from is: data/ by default. */
  dataDir?: string;
  /** This many properties: the snapshot's, then copies of them with new ids. Default: the snapshot's. */
  count?: number;
  /** The projects: the snapshot's (none) or the demo ones. Default: PROJECTS_FILE, else the snapshot's. */
  projects?: ProjectSource;
}

/** A property in every language. */
type Localized = Record<SiteLocale, Property>;

export interface FakeProperty {
  id: number;
  snapshot: Localized;
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

/** The same change in every language. */
const changed = (property: Localized, change: Partial<Property>): Localized =>
  perLanguage((locale) => ({ ...property[locale], ...change }));

function propertyEntry(snapshot: Localized): FakeProperty {
  return {
    id: snapshot.nl.ID,
    snapshot,
    omnicasa: perLanguage((locale) => fromSnapshotProperty(snapshot[locale])),
    modifiedAt: new Date(snapshot.nl.ModifyDate),
  };
}

/** The snapshot's properties, then copies of them with new ids, `count` in all. */
function seededProperties(store: ReturnType<typeof createDataStore>, count: number | undefined) {
  const originals = store
    .getProperties(SITE_LOCALES[0])
    .map((p) => perLanguage((locale) => store.getProperty(locale, p.ID)!));
  return Array.from({ length: count ?? originals.length }, (_, i) => {
    const original = originals[i % originals.length]!;
    return propertyEntry(
      i < originals.length ? original : changed(original, { ID: COPY_ID_BASE + i }),
    );
  });
}

function projectEntry(project: Project): FakeProject {
  const { projects, pictures } = fromSnapshotProject(project);
  return { id: project.ID, omnicasa: projects, pictures };
}

/** The agents of the properties and projects (GetUserList), by id. */
function agentsOf(
  properties: Iterable<FakeProperty>,
  projects: readonly Project[],
): OmnicasaUser[] {
  const byId = new Map<number, OmnicasaUser>();
  const agents = [
    ...[...properties].map((entry) => entry.omnicasa.nl.manager),
    ...projects.map((project) => fromSnapshotProject(project).manager),
  ];
  for (const agent of agents) if (agent) byId.set(agent.ID, agent);
  return [...byId.values()].sort((a, b) => a.ID - b.ID);
}

export type FakeDataSet = ReturnType<typeof createFakeDataSet>;

export function createFakeDataSet(options: FakeDataSetOptions = {}) {
  let properties = new Map<number, FakeProperty>();
  let deletions = new Map<number, Date>();
  let projects: FakeProject[] = [];
  let types: Record<SiteLocale, OmnicasaWebId[]>;
  let users: OmnicasaUser[] = [];

  function seed() {
    const store = createDataStore(options.dataDir ?? 'data');
    const projectList = store.getProjects(options.projects ?? projectSourceFromEnv());
    properties = new Map(seededProperties(store, options.count).map((entry) => [entry.id, entry]));
    deletions = new Map();
    projects = projectList.map(projectEntry);
    const typeRecords = store.getTypeRecords();
    types = perLanguage((locale) => typeRecords[locale].map(fromSnapshotType));
    users = agentsOf(properties.values(), projectList);
  }
  seed();

  /** A new version of a property, modified `now` (to the second, as Omnicasa's dates). */
  function save(snapshot: Localized, now: Date): FakeProperty {
    const modified = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const entry = propertyEntry(
      changed(snapshot, { ModifyDate: `${modified.toISOString().slice(0, 19)}Z` }),
    );
    properties.set(entry.id, entry);
    deletions.delete(entry.id);
    const agent = entry.omnicasa.nl.manager;
    if (agent && !users.some((user) => user.ID === agent.ID)) users = [...users, agent];
    return entry;
  }

  return {
    /** Every property, in the order they were added. */
    properties: () => [...properties.values()],
    property: (id: number) => properties.get(id),

    /** Adds or replaces a property (one record per language). */
    putProperty: (snapshot: Localized, now = new Date()) => save(snapshot, now),

    /** A new price in every language; undefined for an unknown id. */
    setPrice(id: number, price: number | null, now = new Date()): FakeProperty | undefined {
      const entry = properties.get(id);
      return entry && save(changed(entry.snapshot, { Price: price }), now);
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
