/**
 * The printed detail page: dates and amounts stay whole, headings stay with what follows
 * them, and the sheet takes as few pages as its content needs.
 */
import { expect, test } from './fixtures';

const IXELLES_FLAT = '/fr/a-vendre/ixelles/appartement-2-chambres-avec-terrasse-au-chatelain/4012345/';
/** An A4 page's width less the 14 mm margins of the print style, in CSS pixels. */
const A4_CONTENT_WIDTH = Math.floor(((210 - 2 * 14) / 25.4) * 96);

const DATE = /^\d{1,2}-\d{1,2}-\d{4}$/;
const EURO = /^€\s?\d[\d.]*(,\d+)?$/;

/** The pages of a PDF: its page objects, not the page tree's. */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

test.describe('the print view', () => {
  test.use({ viewport: { width: A4_CONTENT_WIDTH, height: 1000 } });

  test('keeps every date and amount on one line (white-space: nowrap), and each h2 with what follows it', async ({ page }) => {
    await page.goto(IXELLES_FLAT);
    await page.emulateMedia({ media: 'print' });
    const values = await page.getByTestId('property-detail').evaluate(
      (root, patterns) => {
        const [date, euro] = patterns.map((p) => new RegExp(p));
        return [...root.querySelectorAll('dd, output, p, span')]
          .filter((el) => el.getClientRects().length > 0 && el.children.length === 0)
          .map((el) => ({ el, text: el.textContent!.trim() }))
          .filter(({ text }) => date!.test(text) || euro!.test(text))
          .map(({ el, text }) => {
            const style = getComputedStyle(el);
            // The lines its text is laid out in (the box itself may be stretched by its row).
            const range = document.createRange();
            range.selectNodeContents(el);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
            return { text, nowrap: style.whiteSpace === 'nowrap' || style.textWrapMode === 'nowrap', lines };
          });
      },
      [DATE.source, EURO.source],
    );
    expect(values.some((v) => DATE.test(v.text))).toBe(true);
    expect(values.some((v) => EURO.test(v.text))).toBe(true);
    expect(values.filter((v) => !v.nowrap || v.lines > 1)).toEqual([]);

    const headings = await page.locator('h2').evaluateAll((list) =>
      list.filter((h) => h.getClientRects().length > 0).map((h) => ({ text: h.textContent, breakAfter: getComputedStyle(h).breakAfter })),
    );
    expect(headings.length).toBeGreaterThan(3);
    expect(headings.filter((h) => h.breakAfter !== 'avoid')).toEqual([]);
  });

  test('prints on A4 in a few pages (Chromium)', async ({ page }, testInfo) => {
    await page.goto(IXELLES_FLAT);
    const pages = pdfPageCount(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    testInfo.annotations.push({ type: 'chromium print pages', description: String(pages) });
    console.log(`Chromium prints ${IXELLES_FLAT} on ${pages} pages`);
    expect(pages).toBeGreaterThan(0);
    // Only the first photo prints: the others, out of sight beside it, would make Chromium shrink
    // the whole sheet to fit them and take 4 pages.
    expect(pages).toBeLessThanOrEqual(3);
  });
});
