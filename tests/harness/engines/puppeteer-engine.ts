import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium-path.mjs';
import { pageExpression, type Engine, type EnginePage } from './engine-page';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Firefox ESR (Debian's firefox-esr) over WebDriver BiDi: no geckodriver, no browser download. */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
  });
  return puppeteerEngine('firefox', browser);
}

/** The system Chromium (tests/harness/chromium-path.mjs) over the DevTools protocol, with the tests' flags. */
export async function launchChromium(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return puppeteerEngine('chromium', browser);
}

function puppeteerEngine(name: 'chromium' | 'firefox', browser: Browser): Engine {
  return {
    name,
    page: async () => puppeteerPage(name, await browser.newPage()),
    close: () => browser.close(),
  };
}

function puppeteerPage(engine: 'chromium' | 'firefox', page: Page): EnginePage {
  const element = async (selector: string) => {
    const handle = await page.$(selector);
    if (!handle) throw new Error(`no element matches ${selector}`);
    return handle;
  };
  return {
    engine,
    resize: (width, height) => page.setViewport({ width, height }),
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    run: (fn, ...args) => page.evaluate(pageExpression(fn, args)) as Promise<never>,
    click: async (selector) => (await element(selector)).click(),
    type: async (selector, text) => (await element(selector)).type(text),
    screenshot: async ({ fullPage = false } = {}) =>
      Buffer.from(await page.screenshot({ type: 'png', fullPage })),
    html: () => page.content(),
  };
}
