/**
 * An office manager's journey through the editor (e2e/editor-journeys.spec.ts): each user action is
 * counted as a step, and every screen on the way is checked as its user meets it (axe, the W3C
 * checker over the HTML the server sent, a screenshot). With STAFF_GUIDE_SHOTS=<folder> the
 * screenshots are also written there: the README's staff guide shows them (docs/screenshots/staff).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { axeBuilder } from './axe';
import { expect } from './fixtures';
import { nuCheckerReport } from './vnu';

export class StaffJourney {
  /** The visitor's actions so far: a link or button clicked, a field filled, a choice made, a file chosen. */
  steps = 0;
  private readonly served = new Map<string, string>();

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
    private readonly width: number,
  ) {}

  /** One action of the staff member. */
  async act<T>(action: () => Promise<T>): Promise<T> {
    this.steps += 1;
    return action();
  }

  /** The screen now shown (in `page`, another tab, or the journey's): axe-clean, its served HTML kept for the W3C checker, a screenshot named `name`. */
  async screen(name: string, page: Page = this.page): Promise<void> {
    const { testInfo, width } = this;
    await page.waitForLoadState('load');
    const violations = (await axeBuilder(page).analyze()).violations;
    expect(violations, `${name} at ${width} px`).toEqual([]);
    // The HTML as the server sends it to this staff member (the same session's cookies).
    const response = await page.request.get(page.url());
    this.served.set(`${name} (${page.url()})`, await response.text());
    const file = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file });
    const guide = process.env.STAFF_GUIDE_SHOTS;
    if (guide) {
      mkdirSync(guide, { recursive: true });
      copyFileSync(file, path.join(guide, `${name}-${width}.png`));
    }
  }

  /** The journey's end: every screen valid HTML, and no more steps than `budget`. */
  finish(budget: number): void {
    expect(nuCheckerReport(this.served)).toEqual([]);
    this.testInfo.annotations.push({ type: 'steps', description: String(this.steps) });
    expect(this.steps, 'steps of the journey').toBeLessThanOrEqual(budget);
  }
}
