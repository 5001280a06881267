// The stack check's image (deploy/Dockerfile), built apart from the check so that `npm test` can build
// it while the other stages run (tests/harness/test-all.mjs) and the check only runs it.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildImage } from './podman.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
export const STACK_IMAGE = process.env.STACK_IMAGE || 'localhost/agency-site:stack';
export const STACK_BASE_IMAGE = process.env.STACK_BASE_IMAGE || 'localhost/node-base:20-bookworm';

/**
 * The project's files as git sees them (tracked, and new ones not ignored), copied into `dir`: the
 * build context is fixed when the build starts, whatever the other stages then write into the
 * project (the e2e build adds its types folder to tsconfig.json). Outside a git checkout, the
 * project folder itself.
 */
function snapshotContext(dir) {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    return ROOT;
  }
  for (const file of files) {
    const from = path.join(ROOT, file);
    const to = path.join(dir, file);
    mkdirSync(path.dirname(to), { recursive: true });
    // A tracked file deleted in the work tree is not part of it.
    try {
      cpSync(from, to, { verbatimSymlinks: true });
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return dir;
}

/**
 * Builds the base image (base-image.sh, skipped when present) and the site's image with a Server
 * Actions key of its own, which every container of the image must be given.
 * @returns {Promise<{ image: string, actionsKey: string, deploymentId: string, seconds: number }>}
 */
export async function buildStackImage({ quiet = true } = {}) {
  const started = Date.now();
  const base = spawnSync(path.join(ROOT, 'tests/harness/stack/base-image.sh'), [STACK_BASE_IMAGE], {
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (base.status !== 0) throw new Error(`base image: ${base.stdout}${base.stderr}`);
  const work = mkdtempSync(path.join(tmpdir(), 'agency-stack-image-'));
  try {
    const context = snapshotContext(path.join(work, 'context'));
    const secretFile = path.join(work, 'server-actions.key');
    const actionsKey = randomBytes(32).toString('base64');
    writeFileSync(secretFile, actionsKey, { mode: 0o600 });
    const deploymentId = `stack-${randomBytes(4).toString('hex')}`;
    await buildImage({
      context,
      image: STACK_IMAGE,
      baseImage: STACK_BASE_IMAGE,
      deploymentId,
      secretFile,
      quiet,
    });
    return {
      image: STACK_IMAGE,
      actionsKey,
      deploymentId,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Writes what the check needs of a build (its key included) to `file`, readable by this user alone. */
export function saveBuiltImage(file, built) {
  writeFileSync(file, JSON.stringify(built), { mode: 0o600 });
}

/** A build saved by saveBuiltImage, or null when its image is gone. */
export function loadBuiltImage(file) {
  const built = JSON.parse(readFileSync(file, 'utf8'));
  return spawnSync('podman', ['image', 'exists', built.image]).status === 0 ? built : null;
}
