import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe on the page, with axe.run in the page itself ('legacy mode'). The default runs axe per frame
 * and then finishes in a blank page it opens for each check: that tab and a second copy of axe took
 * two thirds of every check's time (1.8 s against 0.55 s on the home page), over some 250 checks.
 * What this mode leaves out is the inside of cross-origin frames: on our pages only the virtual
 * tour's and the video's players, other sites' documents (offline, as in CI, their error page; their
 * title is checked in our page). On the home, list, detail and contact pages, with a faulty image and
 * low contrast added in the page and in a same-origin frame, both modes found the same violations,
 * passes and incomplete checks, node for node; with the tour's frame loaded, the check took 2.1 s
 * in this mode and 2.8 s in the default, and did not wait on that frame.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
