/**
 * The build's compile hint (server/compile-hints.mjs, a step of `npm run build`): every script a page
 * lists to run as it loads starts with `//# allFunctionsCalledOnLoad`, so that Chromium compiles it
 * while it streams in, off the main thread; a chunk loaded on demand (the home search's index code)
 * does not.
 */
import { expect, test } from './fixtures';

// V8's magic comment, as Chromium documents it (written out here rather than imported from the step).
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

for (const path of ['/nl/', '/fr/contact/', '/en/for-sale/']) {
  test(`every script ${path} lists carries the hint`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    // The scripts' loader closes the head (server/deferred-scripts.mjs).
    const loader = /\}\)\((\[[^\]]+\])\)<\/script><\/head>/.exec(html);
    expect(loader, 'the loader closes the head').not.toBeNull();
    const sources = JSON.parse(loader![1]!) as string[];
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      const script = await request.get(source);
      expect(script.status(), source).toBe(200);
      expect((await script.text()).startsWith(COMPILE_HINT), source).toBe(true);
    }
  });
}

test('the search code, loaded at the first key, does not carry it', async ({ page }) => {
  const chunks: Promise<string>[] = [];
  page.on('response', (response) => {
    if (
      /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(response.url()).pathname) &&
      response.ok()
    )
      chunks.push(response.text());
  });
  await page.goto('/nl/');
  await page.getByTestId('home-search-input').fill('Elsene');
  await expect(page.getByRole('option').first()).toBeVisible();
  const searchCode = (await Promise.all(chunks)).filter((text) =>
    text.includes('"createSearcher"'),
  );
  expect(searchCode, 'one chunk holds the search code').toHaveLength(1);
  expect(searchCode[0]!.startsWith(COMPILE_HINT)).toBe(false);
});
