/**
 * Line breaks a phone visitor reads on the detail page: the breadcrumb's separator stays
 * with the crumb before it, the agent's e-mail address breaks only after '@' or before a '.', the
 * EPC certificate number stays whole.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

const IXELLES_FLAT = '/fr/a-vendre/ixelles/appartement-2-chambres-avec-terrasse-au-chatelain/4012345/';

/**
 * The lines an element's text is laid out in, in reading order, as the characters each holds; a
 * line's `indent` is how far its first character starts from the element's left edge (a separator
 * drawn by CSS before it is no character of the text).
 */
function linesOf(element: Locator) {
  return element.evaluate((root) => {
    const left = root.getBoundingClientRect().left;
    const lines: { top: number; text: string; indent: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        const line = lines.find((l) => Math.abs(l.top - rect.top) < rect.height / 2);
        if (line) line.text += text[i];
        else lines.push({ top: rect.top, text: text[i]!, indent: rect.left - left });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map(({ text, indent }) => ({ text: text.trim(), indent: Math.round(indent) }));
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await page.goto(IXELLES_FLAT);
  });

  test("the breadcrumb's second line starts with a crumb, not with '/'", async ({ page }) => {
    const lines = await linesOf(page.getByRole('navigation', { name: /fil d'ariane/i }).locator('ol'));
    expect(lines.length, JSON.stringify(lines)).toBeGreaterThan(1);
    for (const line of lines.slice(1)) {
      expect(line.text.startsWith('/'), JSON.stringify(line)).toBe(false);
      expect(line.indent, `nothing drawn before "${line.text}"`).toBeLessThanOrEqual(1);
    }
  });

  test("the agent's e-mail address breaks only after '@' or before a '.'", async ({ page }) => {
    const link = page.locator('section[aria-labelledby="agent-title"] a[href^="mailto:"]');
    const address = (await link.getAttribute('href'))!.replace('mailto:', '');
    const lines = await linesOf(link);
    expect(lines.map((l) => l.text).join('')).toBe(address);
    for (const [i, line] of lines.slice(0, -1).entries()) {
      expect(line.text.endsWith('@') || lines[i + 1]!.text.startsWith('.'), JSON.stringify(lines)).toBe(true);
    }
  });

  test('the EPC certificate number is on one line', async ({ page }) => {
    const value = page.locator('[data-legal="certificateNumber"] [data-value]');
    await expect(value).toHaveText('20240806-0000349420-01-6');
    expect(await linesOf(value)).toHaveLength(1);
  });
});
