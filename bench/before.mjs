// BENCH_BEFORE=<git ref>: the site as it was at that commit, built and served beside the current one,
// so that before and after are measured on the same machine in the same run (issue 35).
//
// The ref is checked out with `git worktree add --detach` in <tmp>/agency-bench-before/<commit> (outside
// the repository, so that the repository's tsconfig, eslint and vitest never see a second copy of the
// app). It gets a COPY of the repository's node_modules: a symlink does not build, because Turbopack
// refuses a node_modules that resolves outside the project root ("Could not find the Next.js package"),
// and the project root stops at the worktree (its `.git` file is a git boundary, next/dist/lib/find-root.js);
// hard links fail across mount points (EXDEV), so they are tried first and the copy (≈1 GB, ≈10 s) is
// the fallback. Only the old commit's app is used: its own `npm run build` and its own server/serve.mjs
// (the server rewrites every page, it is part of what may have changed); its bench files are not.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { log, ROOT, round, run } from './lib.mjs';

const git = (args, { cwd = ROOT, check = true } = {}) => {
  const out = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (check && out.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${out.stderr.trim()}`);
  return out.status === 0 ? out.stdout.trim() : null;
};

/** Where the worktree of `commit` lives: stable per commit, so that BENCH_SKIP_BUILD can reuse it. */
export const beforeDirOf = (commit) => path.join(process.env.BENCH_BEFORE_DIR || path.join(tmpdir(), 'agency-bench-before'), commit);

/** Is `file` (a path in the repository) the same at `commit` as in the current checkout? */
const sameAsCurrent = (commit, file) => spawnSync('git', ['diff', '--quiet', commit, '--', file], { cwd: ROOT }).status === 0;

const lockOf = (dir) => {
  const p = path.join(dir, 'node_modules', '.package-lock.json');
  return existsSync(p) ? readFileSync(p, 'utf8') : null;
};

/** The repository's node_modules into the worktree: hard links when the file system allows, else a copy. */
function giveNodeModules(dir) {
  const target = path.join(dir, 'node_modules');
  const source = path.join(ROOT, 'node_modules');
  if (existsSync(target) && lockOf(dir) === lockOf(ROOT)) return 'reused';
  rmSync(target, { recursive: true, force: true });
  const started = Date.now();
  log(`before: node_modules into ${target} (hard links, else a copy)`);
  if (spawnSync('cp', ['-al', source, target], { stdio: 'ignore' }).status === 0) return `hard-linked in ${round((Date.now() - started) / 1000, 0)} s`;
  rmSync(target, { recursive: true, force: true });
  const copy = spawnSync('cp', ['-a', source, target], { stdio: ['ignore', 2, 2] });
  if (copy.status !== 0) throw new Error(`copying node_modules into ${dir} failed`);
  return `copied in ${round((Date.now() - started) / 1000, 0)} s`;
}

/**
 * Checks out and builds `ref` (reusing the build of that commit when `skipBuild` and it exists).
 * `buildEnv`: the environment of the current site's build (the same distDir).
 */
export function prepareBefore(ref, { distDir, buildEnv, skipBuild, keep }) {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = beforeDirOf(commit);
  const before = { ref, commit, dir, kept: Boolean(keep), build: {}, notes: [] };
  if (existsSync(dir) && git(['rev-parse', 'HEAD'], { cwd: dir, check: false }) === commit) {
    before.build.worktree = 'reused';
  } else {
    removeWorktree(dir);
    mkdirSync(path.dirname(dir), { recursive: true });
    log(`before: git worktree add --detach ${dir} ${commit}`);
    git(['worktree', 'add', '--detach', dir, commit]);
    before.build.worktree = 'added';
  }
  try {
    before.build.nodeModules = giveNodeModules(dir);
    if (!sameAsCurrent(commit, 'package-lock.json')) before.notes.push(`package-lock.json differs between ${ref} and the current checkout: the before app was built with the current node_modules`);
    if (skipBuild && existsSync(path.join(dir, distDir, 'BUILD_ID'))) before.build.app = 'reused';
    else before.build.appSeconds = round(run('npm', ['run', 'build'], { cwd: dir, env: buildEnv }), 0);
  } catch (error) {
    cleanUpBefore(before);
    throw error;
  }
  // Its own server when it has one; the current one otherwise (an older layout), said in a note.
  before.ownServer = existsSync(path.join(dir, 'server/serve.mjs'));
  if (!before.ownServer) before.notes.push(`${ref} has no server/serve.mjs: served by the current one`);
  // The current site's embedded database is shared when the schema is the same (same migrations);
  // otherwise the old app gets a database of its own, migrated by its own server/db-server.mjs.
  before.sameSchema = sameAsCurrent(commit, 'drizzle');
  return before;
}

function removeWorktree(dir) {
  if (!existsSync(dir)) return;
  git(['worktree', 'remove', '--force', dir], { check: false });
  rmSync(dir, { recursive: true, force: true });
  git(['worktree', 'prune'], { check: false });
}

/** At the end of the run (and on Ctrl-C): removes the worktree unless kept for reuse. Synchronous. */
export function cleanUpBefore(before) {
  if (!before || before.kept || before.removed) return;
  log(`before: git worktree remove --force ${before.dir}`);
  removeWorktree(before.dir);
  before.removed = true;
}

/**
 * Which of `targets` ({ name: url }) the before build serves as the current one does: a URL that
 * does not answer 200 there (a page added since, a detail path changed) is recorded and left out.
 */
export async function pagesServedByBoth(targets) {
  const served = {};
  const missing = {};
  for (const [name, url] of Object.entries(targets)) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) served[name] = url;
      else missing[name] = { url: new URL(url).pathname, status: response.status, location: response.headers.get('location') ?? undefined };
    } catch (error) {
      missing[name] = { url: new URL(url).pathname, error: String(error?.message ?? error) };
    }
  }
  return { served, missing };
}
