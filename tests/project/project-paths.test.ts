import { describe, expect, it } from 'vitest';
import { getProjects } from '@/lib/catalogue';
import { isCanonicalProjectRequest, projectParamsOf, projectPath } from '@/lib/project/project-paths';
import { SITE_LOCALES } from '@/lib/locale';

const [chasse, hetres, dijlezicht] = getProjects('demo');

describe('project detail paths', () => {
  it('builds the localized path from the list slug, the city, the name and the id', () => {
    expect(projectPath(chasse!, 'nl')).toBe('/nl/projecten/etterbeek/residence-la-chasse/90101/');
    expect(projectPath(chasse!, 'fr')).toBe('/fr/projets/etterbeek/residence-la-chasse/90101/');
    expect(projectPath(hetres!, 'en')).toBe('/en/projects/waterloo/domaine-des-hetres/90102/');
    expect(projectPath(dijlezicht!, 'de')).toMatch(/^\/de\/projekte\/[a-z-]+\/dijlezicht\/90103\/$/);
  });

  it('uses the city name of each language', () => {
    expect(projectParamsOf(dijlezicht!, 'nl').city).toBe('mechelen');
    expect(projectParamsOf(dijlezicht!, 'fr').city).toBe('malines');
  });

  it('accepts only the canonical slugs, whatever their case', () => {
    for (const locale of SITE_LOCALES) {
      for (const project of getProjects('demo')) {
        const params = projectParamsOf(project, locale);
        expect(isCanonicalProjectRequest(project, locale, params)).toBe(true);
        expect(isCanonicalProjectRequest(project, locale, { ...params, city: params.city.toUpperCase() })).toBe(true);
        expect(isCanonicalProjectRequest(project, locale, { ...params, title: 'other' })).toBe(false);
        expect(isCanonicalProjectRequest(project, locale, { ...params, id: `0${params.id}` })).toBe(false);
      }
    }
  });
});
