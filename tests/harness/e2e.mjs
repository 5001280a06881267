// `npm run test:e2e`: a fresh production build, then Playwright against `next start` in the system Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertChromium } from './chromium-path.mjs';
import { E2E_TAG_ENV } from './e2e-tag-env.mjs';

// The e2e build configures every analytics tag with a fake id (tests/harness/e2e-tag-env.mjs).
// Built and served from .next-e2e: `npm start` keeps serving the real build in .next.
process.env.NEXT_DIST_DIR ||= '.next-e2e';
// The snapshot has no new-build project (SPEC §3): the e2e build and its server use the three demo
// projects, so the projects list, detail pages and the contact-construction form can be tested. The
// empty list ('no project' message) is covered by tests/project/project-list.test.tsx.
process.env.PROJECTS_FILE ||= 'demo';

// The CRM tests (e2e/crm.spec.ts) have a server of their own that syncs and revalidates pages:
// on a copy of the build, so its regenerated pages never reach the other tests' server, and with
// a data directory of its own, emptied for each run.
const CRM_DIST_DIR = `${process.env.NEXT_DIST_DIR}-crm`;
const CRM_DATA_DIR = '.data-e2e-crm';

if (!process.env.E2E_BUILD_ONLY) assertChromium();
const run = (cmd, args, env = process.env) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) {
  run('npm', ['run', 'build'], { ...process.env, ...E2E_TAG_ENV });
  // `E2E_BUILD_ONLY=1 node tests/harness/e2e.mjs`: the e2e build alone, for later runs with E2E_SKIP_BUILD.
  if (process.env.E2E_BUILD_ONLY) process.exit(0);
} else {
  const page = `${process.env.NEXT_DIST_DIR}/server/app/nl.html`;
  if (existsSync(page) && !readFileSync(page, 'utf8').includes(E2E_TAG_ENV.TAG_ANALYTICS_ID)) {
    console.warn(
      'Note: the last build was made without the e2e tag settings, so the consent tests that check the\n' +
        'analytics tags will fail. Rebuild with `E2E_BUILD_ONLY=1 node tests/harness/e2e.mjs` (or run without E2E_SKIP_BUILD).',
    );
  }
}
// The editor specs' turns on the content documents (e2e/content-turn.ts) that a stopped run left.
const lockName = new RegExp(`^e2e-content-\\w+-${process.env.E2E_PORT ?? '3100'}\\.lock$`);
for (const name of readdirSync(tmpdir())) if (lockName.test(name)) rmSync(path.join(tmpdir(), name), { force: true });
rmSync(CRM_DIST_DIR, { recursive: true, force: true });
rmSync(CRM_DATA_DIR, { recursive: true, force: true });
run('cp', ['-a', process.env.NEXT_DIST_DIR, CRM_DIST_DIR]);
// The servers get the tag settings too, as a deployment must: a page rendered again at run time
// (a CRM sync, a publication in the editor, the daily refresh of content pages) reads them then.
run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  ...process.env,
  ...E2E_TAG_ENV,
  E2E_CRM_DIST_DIR: CRM_DIST_DIR,
  E2E_CRM_DATA_DIR: CRM_DATA_DIR,
});
