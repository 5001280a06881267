// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectUnits, type ProjectUnitsText } from '@/components/project/project-units';
import { getProjects, getProperties, getProperty, type Project, type ProjectUnit } from '@/lib/catalogue';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';

afterEach(cleanup);

const text: ProjectUnitsText = {
  caption: 'Unités',
  reference: 'Référence',
  type: 'Type',
  floor: 'Étage',
  bedrooms: 'Chambres',
  surface: 'Surface',
  price: 'Prix',
  status: 'Statut',
  more: 'Plus',
  details: 'Détails',
  priceHidden: 'Prix non communiqué',
  statuses: { available: 'Disponible', sold: 'Vendu', option: 'Sous option' },
  ground: 'Rez',
  basement: 'Sous-sol',
  typeNames: new Map([[1003, 'Rez-de-chaussée commercial']]),
};

const published = getProperties('fr')[0]!;
const unit = (ID: number, PropertyID: number | null): ProjectUnit => ({
  ID,
  Reference: `A${ID}`,
  WebID: 1003,
  Floor: 1,
  Bedrooms: 2,
  Surface: 80,
  Price: 250000,
  Marquee: null,
  PropertyID,
});
const project = (units: ProjectUnit[]): Project => ({ ...getProjects('demo')[0]!, Units: units });
const show = (units: ProjectUnit[]) =>
  render(<ProjectUnits project={project(units)} locale="fr" text={text} propertyOf={(id) => getProperty('fr', id)} />).container;

describe('the units of a new-build project', () => {
  it('link only a unit whose property is on the site: none for a unit the CRM did not publish or one it names but the site lacks', () => {
    const table = show([unit(1, null), unit(2, published.ID), unit(3, 987654321)]);
    const links = [...table.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([canonicalPropertyPath(published, 'fr')]);
    expect(links[0]!.closest('tr')!.querySelector('th')!.textContent).toBe('A2');
  });

  it('have no link column when no unit has a property on the site', () => {
    const table = show([unit(1, null), unit(3, 987654321)]);
    expect(table.querySelectorAll('a')).toHaveLength(0);
    expect(table.querySelectorAll('thead th')).toHaveLength(7);
  });

  it("name a unit's type by the CRM's category, whatever its WebID", () => {
    expect(show([unit(1, null)]).querySelector('td[data-label="Type"]')!.textContent).toBe('Rez-de-chaussée commercial');
  });
});
