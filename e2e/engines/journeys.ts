/**
 * The seven journeys of a first visit, run by tests/harness/engines/run.mts in Firefox ESR and
 * WebKitGTK at a phone's and a desktop's width. Each step checks what the visitor sees: texts of
 * messages/*.json, addresses, the state of what was tapped. A console error fails the step.
 */
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import frProperties from '@/data/properties/fr.json';
import nlProperties from '@/data/properties/nl.json';
import type { Property } from '@/lib/catalogue/schemas';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { localizedDynamicHref, localizedHref } from '@/lib/routes';
import { VisitorError, type Visitor } from './visitor';

export interface Journey {
  name: string;
  /** Starts without a stored cookie choice (the dialog shows); the others start as after Agree all. */
  firstVisit?: boolean;
  run(visitor: Visitor): Promise<void>;
}

/** The apartment near the Châtelain (ID 4012345): six photos, for sale, in Elsene/Ixelles. */
const SAMPLE_ID = 4012345;
const sample = (properties: unknown, locale: 'nl' | 'fr') => {
  const property = (properties as Property[]).find((p) => p.ID === SAMPLE_ID)!;
  return { path: canonicalPropertyPath(property, locale), title: property.TypeDescription };
};
const SAMPLE = { nl: sample(nlProperties, 'nl'), fr: sample(frProperties, 'fr') };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const countIn = (text: string) => Number(/\d+/.exec(text)?.[0] ?? NaN);
const expect = (ok: boolean, message: string) => {
  if (!ok) throw new VisitorError(message);
};

/** On a phone the header's links are in the menu drawer: opens it when `selector` is not in view. */
async function revealInHeader(visitor: Visitor, selector: string): Promise<void> {
  if (await visitor.isVisible(selector)) return;
  await visitor.tap('[data-testid="drawer-open"]');
  await visitor.see(selector);
}

const home: Journey = {
  name: 'home: cookie dialog, then the home search',
  firstVisit: true,
  async run(visitor) {
    await visitor.step('a first visit shows the cookie dialog; Agree all closes it', async () => {
      await visitor.open('/nl/?setcookies');
      await visitor.expectPath(/^\/nl\/$/);
      await visitor.find('[data-testid="consent-dialog"] h2', nl.COOKIE_WARNING_TITLE);
      await visitor.tap(
        await visitor.find('[data-testid="consent-agree-all"]', nl.COOKIE_BUTTON_TEXT_AGREE),
      );
      await visitor.until(
        'the dialog is gone and the choice stored',
        () =>
          document.documentElement.getAttribute('data-consent') === 'stored' &&
          !document.querySelector('[data-testid="consent-dialog"][open]'),
      );
    });
    let title = '';
    await visitor.step(
      "typing 'Elsene' in the home search shows the city and its properties",
      async () => {
        await visitor.tap('[data-testid="home-search-input"]');
        await visitor.fill('[data-testid="home-search-input"]', 'Elsene');
        await visitor.find('[role="listbox"] [role="group"]', `${nl.Search.cities} Elsene`, {
          partial: true,
        });
        title = await visitor.see(`[role="listbox"] [role="option"][id*="-p"]`);
      },
    );
    await visitor.step('tapping a property of the results opens its page', async () => {
      const primary = title.split(' ').slice(0, 3).join(' ');
      await visitor.tap(
        await visitor.find('[role="listbox"] [role="option"][id*="-p"]', primary, {
          partial: true,
        }),
      );
      await visitor.expectPath(/^\/nl\/te-(koop|huur)\/[^/]+\/[^/]+\/\d+\/$/);
      const heading = await visitor.see('h1');
      expect(
        title.startsWith(heading),
        `the page's heading "${heading}" is not the result "${title}"`,
      );
    });
  },
};

const list: Journey = {
  name: 'a list: page 2, the sort, then type and city filters',
  async run(visitor) {
    const path = localizedHref('/for-sale', 'nl');
    let pages = 0;
    await visitor.step('the sale list shows its count and page 1', async () => {
      await visitor.open(path);
      const total = countIn(await visitor.see('[data-testid="list-summary"]'));
      pages = Number(/\/(\d+)/.exec(await visitor.see('[data-testid="page-indicator"]'))?.[1]);
      expect(
        total > 12 && pages > 1,
        `expected several pages of properties, saw ${total} in ${pages} pages`,
      );
      await visitor.seeText(
        '[data-testid="page-indicator"]',
        fill(nl.Listing.page, { page: 1, pages }),
      );
    });
    await visitor.step('Next shows page 2', async () => {
      await visitor.tap(await visitor.find('a', nl.Listing.next));
      await visitor.expectPath(/^\/nl\/te-koop\/\?page=2$/);
      await visitor.seeText(
        '[data-testid="page-indicator"]',
        fill(nl.Listing.page, { page: 2, pages }),
      );
    });
    await visitor.step('sorting by price puts the cheapest first', async () => {
      // The sort applies at once, beside 'Filters' on a phone and in the filter bar on a desktop.
      await visitor.choose('select[name="sort"]', 'price-asc');
      await visitor.expectPath(/[?&]sort=price-asc(&|$)/);
      const prices = await visitor.until('the cards show prices', () => {
        const texts = [
          ...document.querySelectorAll<HTMLElement>(
            '[data-testid="property-list"] > li [class$="_price"]',
          ),
        ].map((e) => e.innerText);
        const amounts = texts.map((t) => Number(t.replace(/\D/g, ''))).filter((n) => n > 0);
        return amounts.length > 1 ? amounts : null;
      });
      expect(
        prices.every((p, i) => i === 0 || p >= prices[i - 1]!),
        `prices not ascending: ${prices.join(', ')}`,
      );
    });
    await visitor.step('filtering on apartments in Elsene shows only those', async () => {
      const phone = await visitor.isVisible('details > summary');
      if (phone) await visitor.tap('details > summary');
      const form = phone ? `dialog[open] form[role="search"]` : `form[role="search"]`;
      await visitor.choose(`${form} select[name="type"]`, '2');
      await visitor.choose(`${form} select[name="city"]`, 'Elsene|1050');
      await visitor.tap(
        phone
          ? '[data-testid="filter-sheet-show"]'
          : await visitor.find(`${form} button`, nl.Listing.apply),
      );
      await visitor.expectPath(/[?&]type=2(&|$)/);
      await visitor.expectPath(/[?&]city=Elsene(%7C|\|)1050(&|$)/);
      const cards = await visitor.until('the list shows the filtered cards', () => {
        const items = [
          ...document.querySelectorAll<HTMLElement>('[data-testid="property-list"] > li'),
        ];
        return items.length > 0 ? items.map((li) => li.innerText.replace(/\s+/g, ' ')) : null;
      });
      const summary = countIn(await visitor.see('[data-testid="list-summary"]'));
      expect(
        summary === cards.length,
        `the summary says ${summary}, the list shows ${cards.length}`,
      );
      for (const card of cards)
        expect(
          card.includes('Appartement') && card.includes('Elsene'),
          `a card outside the filters: ${card}`,
        );
    });
  },
};

const detail: Journey = {
  name: 'a detail page: the gallery, then the heart',
  async run(visitor) {
    const gallery = '[aria-roledescription="carousel"]';
    await visitor.step('the page shows the property and its first photo', async () => {
      await visitor.open(SAMPLE.fr.path);
      await visitor.seeText('h1', SAMPLE.fr.title);
      await visitor.find(`${gallery} p`, '1 / 6');
    });
    await visitor.step('Next photo shows photo 2', async () => {
      await visitor.tap(await visitor.find(`${gallery} button`, fr.Property.gallery.next));
      await visitor.find(`${gallery} p`, '2 / 6');
      await visitor.until(
        'the second thumbnail is the current one',
        () => document.querySelector('[data-thumb="1"]')?.getAttribute('aria-current') === 'true',
      );
    });
    await visitor.step('the heart keeps the property as a favourite', async () => {
      const heart = '[data-testid="favourite-button"]';
      await visitor.tap(
        await visitor.find(`${heart}[aria-pressed="false"]`, fr.Favourites.saveShort),
      );
      await visitor.find(`${heart}[aria-pressed="true"]`, fr.Favourites.saveShort);
      await visitor.seeText('[data-testid="favourites-count"]', '1');
    });
  },
};

const contact: Journey = {
  name: 'the contact form: filled and sent',
  async run(visitor) {
    const form = 'form[data-form="site-contact"]';
    await visitor.step('the contact form, filled in, is sent and thanked for', async () => {
      await visitor.open(localizedHref('/contact', 'nl'));
      await visitor.fill(`${form} input[name="firstName"]`, 'Marie');
      // The first key loads the form's code, whose live form takes over the server HTML
      // (components/forms/deferred-form.tsx) keeping what was typed.
      await visitor.until(
        'the live form holds the first name',
        (css: string) =>
          document.querySelector<HTMLInputElement>(`[data-form-code="loaded"] ${css}`)?.value ===
          'Marie',
        `${form} input[name="firstName"]`,
      );
      await visitor.fill(`${form} input[name="lastName"]`, 'Dupont');
      await visitor.fill(
        `${form} input[name="email"]`,
        `engines.${visitor.page.engine}.${visitor.width}.${Date.now()}@example.be`,
      );
      await visitor.fill(`${form} input[name="phone"]`, '0475123456');
      await visitor.fill(
        `${form} textarea[name="remark"]`,
        'Goedendag, ik had graag meer informatie.',
      );
      await visitor.tap(await visitor.find(`${form} button[type="submit"]`, nl.Forms.actions.send));
      const thanks = localizedDynamicHref('/feedback/[form]', { form: 'site-contact' }, 'nl');
      await visitor.expectPath(new RegExp(`^${thanks}$`));
      await visitor.find('main p', nl.Success.contact);
    });
  },
};

const language: Journey = {
  name: 'the language switch: nl to fr on a property',
  async run(visitor) {
    await visitor.step('FR on the Dutch page opens the same property in French', async () => {
      await visitor.open(SAMPLE.nl.path);
      await visitor.seeText('h1', SAMPLE.nl.title);
      await revealInHeader(visitor, '[data-testid="switch-fr"]');
      await visitor.tap('[data-testid="switch-fr"]');
      await visitor.expectPath(new RegExp(`^${SAMPLE.fr.path}$`));
      await visitor.hydrated();
      await visitor.seeText('h1', SAMPLE.fr.title);
      await visitor.until('the page is in French', () => document.documentElement.lang === 'fr');
    });
  },
};

const valuationAndGerman: Journey = {
  name: 'the valuation page and a German page',
  async run(visitor) {
    await visitor.step('the free valuation page shows its form', async () => {
      await visitor.open(localizedHref('/contact-demand', 'en'));
      await visitor.seeText('h1', en.Pages.valuation.title);
      await visitor.find('main p', en.Pages.valuation.lead);
      await visitor.see('form input[name="street"]');
      await visitor.find('form button[type="submit"]', en.Forms.actions.send);
    });
    await visitor.step('the German sale list speaks German', async () => {
      await visitor.open(localizedHref('/for-sale', 'de'));
      await visitor.until('the page is in German', () => document.documentElement.lang === 'de');
      const total = countIn(await visitor.see('[data-testid="list-summary"]'));
      await visitor.seeText(
        '[data-testid="list-summary"]',
        fill(de.Listing.results, { count: total }),
      );
      await visitor.find('a', de.Listing.next);
    });
  },
};

const notFound: Journey = {
  name: 'an unknown address: the 404 page and its search',
  async run(visitor) {
    await visitor.step('an unknown address shows the 404 page with a search', async () => {
      await visitor.open('/nl/deze-pagina-bestaat-niet/');
      await visitor.seeText('[data-testid="page-not-found"] h1', nl.NotFound.title);
      await visitor.see('#not-found-search');
      await visitor.see('[data-testid="not-found-home"]');
    });
    await visitor.step("searching 'Elsene' there shows properties in Elsene", async () => {
      await visitor.fill('#not-found-search', 'Elsene');
      await visitor.tap(
        await visitor.find(
          '[data-testid="page-not-found"] button[type="submit"]',
          nl.NotFound.searchButton,
        ),
      );
      // The typed words are read as the home search reads them: the town's own filter.
      await visitor.expectPath(/^\/nl\/te-koop\/\?city=Elsene(%7C|\|)1050$/);
      const cards = await visitor.until('the list shows cards', () => {
        const items = [
          ...document.querySelectorAll<HTMLElement>('[data-testid="property-list"] > li'),
        ];
        return items.length > 0 ? items.map((li) => li.innerText.replace(/\s+/g, ' ')) : null;
      });
      const outside = cards.filter((card) => !card.includes('Elsene'));
      expect(
        outside.length === 0,
        `${outside.length} of ${cards.length} results are not in Elsene, e.g. "${outside[0]?.slice(0, 80)}"`,
      );
    });
  },
};

export const JOURNEYS: readonly Journey[] = [
  home,
  list,
  detail,
  contact,
  language,
  valuationAndGerman,
  notFound,
];
