// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectList, type ProjectListText } from '@/components/project/project-list';
import { getProjects, getTypes } from '@/lib/catalogue';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

afterEach(cleanup);

/** The list's texts as the page builds them (components/project/project-text.ts), without next-intl's server runtime. */
function text(m: typeof fr, locale: 'fr' | 'nl'): ProjectListText {
  const plural = (count: number, one: string, other: string) => (count === 1 ? one : other).replace('#', String(count));
  return {
    newBuild: m.Projects.newBuild,
    soldOut: m.Projects.soldOut,
    startingFrom: m.STARTING_FROM,
    units: (n) => plural(n, `# ${locale === 'fr' ? 'unité' : 'unit'}`, `# ${locale === 'fr' ? 'unités' : 'units'}`),
    available: (n) => `${n} ${locale === 'fr' ? 'disponibles' : 'beschikbaar'}`,
    count: (n) => `${n} projets`,
    empty: m.Errors.noProjects,
    typeNames: new Map(getTypes(locale).map((t) => [t.WebID, t.Name])),
  };
}

describe('the projects list', () => {
  it("shows the 'no project' message (SPEC §8) for the snapshot's empty project list", () => {
    const projects = getProjects('snapshot');
    expect(projects).toEqual([]);
    render(<ProjectList projects={projects} locale="fr" text={text(fr, 'fr')} />);
    expect(screen.getByTestId('no-projects').textContent).toBe("Il n'y a actuellement aucun projet.");
    expect(screen.queryByTestId('project-list')).toBeNull();
  });

  it('shows the Dutch message in Dutch', () => {
    render(<ProjectList projects={[]} locale="nl" text={text(nl, 'nl')} />);
    expect(screen.getByTestId('no-projects').textContent).toBe(nl.Errors.noProjects);
  });

  it('shows a card per demo project: name, city, address, units and the starting-from price', () => {
    render(<ProjectList projects={getProjects('demo')} locale="fr" text={text(fr, 'fr')} />);
    const cards = screen.getAllByTestId('project-card');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    // next/link drops the trailing slash outside a Next build (trailingSlash is a next.config setting).
    expect(first.getByRole('link', { name: 'Résidence La Chasse' }).getAttribute('href')).toMatch(
      /^\/fr\/projets\/etterbeek\/residence-la-chasse\/90101\/?$/,
    );
    expect(first.getByText('Appartement, Studio, Garage/Parking · Etterbeek', { exact: false })).toBeTruthy();
    expect(first.getByTestId('project-address').textContent).toBe('Avenue de la Chasse 140, 1040 Etterbeek');
    expect(first.getByTestId('project-units').textContent).toBe('7 unités');
    expect(first.getByTestId('project-price').textContent).toBe('À partir de € 28.000');
    // PublicAddress false: the city line only.
    expect(within(cards[2]!).getByTestId('project-address').textContent).toBe('2800 Malines');
    expect(screen.queryByTestId('no-projects')).toBeNull();
  });
});
