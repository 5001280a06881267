// @vitest-environment jsdom
/**
 * A property the CRM did not have in the page's language is shown from its record in another:
 * the texts of that record say their language, and the detail page says so once.
 */
import { cleanup, render } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { Description, DetailGroups } from '@/components/property/detail-facts';
import { PropertyCard } from '@/components/property/property-card';
import { getProperties, type Property } from '@/lib/catalogue';
import { propertyCardOf } from '@/lib/listing/list-entries';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { PropertyText } from '@/components/property/detail-text';
import { recordLang } from '@/lib/property/record-lang';
import { CATALOGUES } from '@/tests/i18n/catalogues';

afterEach(cleanup);

const labels = { startingFrom: 'À partir de', epc: 'Label PEB {label}', priceOnRequest: 'Prix sur demande', priceLowered: 'Prix baissé', previousPrice: 'Ancien prix' };
const frenchText = () => createTranslator({ locale: 'fr', messages: CATALOGUES.fr, namespace: 'Property' }) as unknown as PropertyText;
/** A Dutch record with a text fact (the building's heating) shown on the French pages. */
const dutch: Property = getProperties('nl').find((p) => p.Building.Heating !== null && p.MarqueeName !== null)!;

describe('the language of a record shown on a page', () => {
  it.each<[SiteLocale, SiteLocale, SiteLocale | undefined]>([
    ['nl', 'fr', 'nl'],
    ['fr', 'nl', 'fr'],
    ['de', 'de', undefined],
  ])('a %s record on a %s page is marked %s', (record, page, lang) => {
    expect(recordLang({ language: record }, page)).toBe(lang);
  });

  it("marks a card's title, type and badge with the record's language on another language's page, and nothing on its own", () => {
    const card = propertyCardOf(dutch, '100vw');
    const { container } = render(<PropertyCard property={card} locale="fr" labels={labels} />);
    expect(container.querySelector('h3')!.getAttribute('lang')).toBe('nl');
    expect(container.querySelector('p[lang="nl"]')!.textContent).toContain(dutch.MainTypeName);
    expect(container.querySelector('span[lang="nl"]')!.textContent).toBe(dutch.MarqueeName);
    cleanup();
    expect(render(<PropertyCard property={card} locale="nl" labels={labels} />).container.querySelector('[lang]')).toBeNull();
  });

  it("marks the record's text facts with its language, not the numbers, dates and yes or no", () => {
    const t = frenchText();
    const { container } = render(<DetailGroups p={dutch} t={t} lang="nl" />);
    const marked = [...container.querySelectorAll('dd[lang="nl"]')].map((dd) => dd.textContent);
    expect(marked).toContain(dutch.Building.Heating);
    expect(container.querySelectorAll('dd:not([lang])').length).toBeGreaterThan(0);
    for (const dd of container.querySelectorAll('dd:not([lang])')) expect(dd.textContent).not.toBe(dutch.Building.Heating);
  });

  it('marks the description with its language and says so once above it, on another language’s page only', () => {
    const t = frenchText();
    const { container, getByTestId } = render(<Description p={dutch} t={t} lang="nl" />);
    expect(getByTestId('description-language').textContent).toBe('Cette description n’est disponible qu’en néerlandais.');
    expect(container.querySelector('div[lang="nl"]')!.textContent).toBe(dutch.Description.replace(/\s*\n\s*\n\s*/g, ''));
    cleanup();
    const own = render(<Description p={dutch} t={t} />);
    expect(own.queryByTestId('description-language')).toBeNull();
    expect(own.container.querySelector('[lang]')).toBeNull();
    cleanup();
    expect(render(<Description p={{ ...dutch, Description: '  ' }} t={t} lang="nl" />).container.innerHTML).toBe('');
  });

  it.each<[SiteLocale, string]>([
    ['nl', 'Deze beschrijving is alleen in het Frans beschikbaar.'],
    ['fr', 'Cette description n’est disponible qu’en néerlandais.'],
    ['en', 'This description is only available in Dutch.'],
    ['de', 'Diese Beschreibung ist nur auf Niederländisch verfügbar.'],
  ])('says on a %s page which language the description is in: %j', (page, note) => {
    const messages = CATALOGUES[page];
    const t = createTranslator({ locale: page, messages, namespace: 'Property' });
    expect(t('descriptionLanguage', { language: page === 'nl' ? 'fr' : 'nl' })).toBe(note);
    for (const language of SITE_LOCALES) expect(t('descriptionLanguage', { language })).not.toMatch(/another|autre|andere|anderen/);
  });
});
