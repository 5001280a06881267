import { axeBuilder, WCAG_21_AA } from './axe';
import { expect, holdScripts, test } from './fixtures';

test.describe('home search', () => {
  test('an exact property ID finds that property; Enter opens it', async ({ page }) => {
    await page.goto('/fr/');
    const input = page.getByTestId('home-search-input');
    const firstCard = page.getByTestId('property-list').locator('li a').first();
    const href = (await firstCard.getAttribute('href'))!;
    const id = href.match(/\/(\d+)\/$/)![1]!;
    await input.fill(id);
    const options = page.getByRole('option');
    await expect(options).toHaveCount(1);
    await input.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${id}/$`));
  });

  test('a city shows properties, then the city, and Escape or an empty input closes the panel', async ({ page }) => {
    await page.goto('/nl/');
    const input = page.getByTestId('home-search-input');
    await input.fill('Elsene');
    await expect(page.getByRole('group', { name: 'Gemeenten' }).getByRole('option').first()).toContainText('Elsene');
    await expect(page.getByRole('group', { name: 'Panden' })).toBeVisible();
    await input.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await input.fill('');
    await input.focus();
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('text typed before the page\'s scripts ran is searched once they run', async ({ page }) => {
    const release = await holdScripts(page);
    // Not until 'load': the held chunks include one the head preloads, which the load event waits for.
    await page.goto('/nl/', { waitUntil: 'domcontentloaded' });
    const input = page.getByTestId('home-search-input');
    await input.fill('Elsene');
    release();
    await expect(page.getByRole('group', { name: 'Gemeenten' }).getByRole('option').first()).toContainText('Elsene');
    await expect(input).toHaveValue('Elsene');
  });

  test('the search block has no axe violation with results open', async ({ page }) => {
    await page.goto('/en/');
    await page.getByTestId('home-search-input').fill('apartment');
    await expect(page.getByRole('option').first()).toBeVisible();
    const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

// The panel hangs below the search box, near the banner's foot: every result must be on
// screen (after scrolling, as a visitor would) and be what a tap at its centre reaches.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the home search's results at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every result of 'Elsene' can be seen and tapped, the last one too", async ({ page }) => {
      await page.goto('/nl/');
      await page.getByTestId('home-search-input').fill('Elsene');
      const options = page.getByRole('option');
      await expect(options).toHaveCount(4);
      // The page itself brings the whole panel on screen (a long list scrolls inside it).
      await expect
        .poll(() => page.getByRole('listbox').evaluate((element) => element.getBoundingClientRect().bottom <= innerHeight))
        .toBe(true);
      for (const option of await options.all()) {
        await expect(async () => {
          const seen = await option.evaluate((element) => {
            // As a visitor scrolls: the list, then the page. Not scrollIntoView, which also scrolls a
            // box that clips its overflow (overflow: hidden), where no finger can.
            const list = element.closest('[role="listbox"]')!;
            const [item, view] = [element.getBoundingClientRect(), list.getBoundingClientRect()];
            list.scrollTop += Math.max(0, item.bottom - view.bottom) - Math.max(0, view.top - item.top);
            const shown = element.getBoundingClientRect();
            window.scrollBy(0, Math.max(0, shown.bottom - innerHeight) - Math.max(0, -shown.top));
            const box = element.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return {
              inViewport: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
              hitTestable: hit?.closest('[role="option"]') === element,
            };
          });
          expect(seen).toEqual({ inViewport: true, hitTestable: true });
        }).toPass({ timeout: 5_000 });
      }
      await expect(page.getByTestId('home-search-input')).toBeFocused();
    });
  });
}
