/** The committed snapshot (data/), as the site reads it. */
import { readFileSync } from 'node:fs';
import type { Project, Property, PropertyTypeRecord } from '@/lib/data/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export const snapshotProperties = (locale: SiteLocale) =>
  readJson<Property[]>(`data/properties/${locale}.json`);
export const snapshotTypes = () =>
  readJson<Record<SiteLocale, PropertyTypeRecord[]>>('data/types.json');
export const demoProjects = () => readJson<Project[]>('data/projects.demo.json');

/** A property of the snapshot in every language. */
export function snapshotProperty(id: number): Record<SiteLocale, Property> {
  return Object.fromEntries(
    SITE_LOCALES.map((locale) => [locale, snapshotProperties(locale).find((p) => p.ID === id)!]),
  ) as Record<SiteLocale, Property>;
}
