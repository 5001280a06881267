/**
 * `npm run test:engines`: the journeys of a first visit (e2e/engines/journeys.ts) in Firefox ESR
 * (puppeteer-core over WebDriver BiDi) and WebKitGTK (WebKitWebDriver under Xvfb), each at 390 and
 * 1280 px, against the e2e production build (.next-e2e, made by `npm run test:e2e` or
 * `E2E_BUILD_ONLY=1 node tests/harness/e2e.mjs`). One server, one browser per engine, the engines side
 * by side, both widths in the same browser. A failed journey leaves a screenshot and the page's
 * HTML in test-results/engines/; the run goes on with the next journey and exits 1 at the end.
 *   options: --engines=firefox,webkit (chromium too)  --only=<words of a journey's name>
 *   environment: ENGINES_PORT (3700: the server; the next port: its database), FIREFOX_PATH
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { JOURNEYS } from '@/e2e/engines/journeys';
import { Visitor, VisitorError } from '@/e2e/engines/visitor';
import type { EngineName } from './engine-page';
import { assertEnginesInstalled, enginesFrom, LAUNCHERS, VIEWPORTS } from './engines';
import { takeRecordedErrors } from './error-recorder';
import { ARTIFACTS_DIR, saveFailure } from './failure-artifacts';
import { startSiteUnderTest } from './site-under-test';

type Result = {
  engine: EngineName;
  width: number;
  journey: string;
  ok: boolean;
  seconds: number;
  step?: string;
  error?: string;
  files?: string[];
};

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'firefox,webkit' },
    only: { type: 'string', default: '' },
  },
});
const engines = enginesFrom(values.engines);
assertEnginesInstalled(engines);
const journeys = JOURNEYS.filter((j) => j.name.includes(values.only));

async function runEngine(name: EngineName, origin: string): Promise<Result[]> {
  const results: Result[] = [];
  const engine = await LAUNCHERS[name]().catch((error: unknown) => error as Error);
  if (engine instanceof Error) {
    const error = `${name} did not start: ${engine.message}`;
    return VIEWPORTS.flatMap(({ width }) =>
      journeys.map((j) => ({ engine: name, width, journey: j.name, ok: false, seconds: 0, error })),
    );
  }
  try {
    const page = await engine.page();
    for (const { width, height } of VIEWPORTS) {
      await page.resize(width, height);
      for (const journey of journeys) {
        const started = Date.now();
        const visitor = new Visitor(page, origin, width);
        const result: Result = { engine: name, width, journey: journey.name, ok: true, seconds: 0 };
        try {
          await visitor.reset({ firstVisit: journey.firstVisit ?? false });
          await journey.run(visitor);
          const late = await visitor.leave();
          if (late.length > 0)
            throw new VisitorError(`console errors after the last step:\n  ${late.join('\n  ')}`);
        } catch (error) {
          result.ok = false;
          result.step = visitor.steps.at(-1) ?? 'before the first step';
          result.error = error instanceof Error ? error.message : String(error);
          result.files = await saveFailure(page, `${name}-${width}-${journey.name.split(':')[0]}`);
          await takeRecordedErrors(page).catch(() => []);
        }
        result.seconds = Math.round((Date.now() - started) / 100) / 10;
        report(result);
        results.push(result);
      }
    }
  } finally {
    await engine.close();
  }
  return results;
}

function report(r: Result): void {
  const head = `${r.ok ? '✓' : '✗'} ${r.engine} ${r.width}px  ${r.journey} (${r.seconds} s)`;
  if (r.ok) return console.log(head);
  console.log(
    `${head}\n    step: ${r.step}\n    ${r.error?.replace(/\n/g, '\n    ')}${r.files?.length ? `\n    saved: ${r.files.join(', ')}` : ''}`,
  );
}

const started = Date.now();
rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
const site = await startSiteUnderTest();
let results: Result[] = [];
try {
  results = (await Promise.all(engines.map((name) => runEngine(name, site.origin)))).flat();
} finally {
  await site.stop();
}
const failed = results.filter((r) => !r.ok);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nengines: ${results.length - failed.length} of ${results.length} journeys passed in ${seconds} s (${engines.join(', ')} at ${VIEWPORTS.map((v) => v.width).join(' and ')} px)`,
);
mkdirSync(ARTIFACTS_DIR, { recursive: true });
writeFileSync(
  `${ARTIFACTS_DIR}/summary.json`,
  `${JSON.stringify({ seconds, results }, null, 2)}\n`,
);
if (failed.length > 0) {
  console.log(
    `failures: ${failed.map((r) => `${r.engine} ${r.width}px ${r.journey.split(':')[0]}`).join('; ')}\nscreenshots and HTML: ${ARTIFACTS_DIR}/`,
  );
  process.exitCode = 1;
}
