// `npm test`: every stage of docs/testing.md in order, stopping at the first that fails, with two
// savings of wall time and every check kept:
// - the type check and the lint run side by side: each is one process on one core;
// - the container stack's image (its own `npm install` and `next build`) is built from the start, at
//   the lowest CPU and disk priority, in what the other stages leave idle; the stack stage, last,
//   then only runs it.
// Prints each stage's time at the end.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Each entry runs after the one before has passed; the stages of one entry run side by side. */
const STAGES = [
  ['typecheck', 'lint'],
  ['test:unit'],
  ['test:e2e'],
  ['test:engines'],
  ['test:hostile'],
  ['test:auth-abuse'],
  ['test:front-cache'],
  ['test:reliability'],
  ['test:stack'],
];

const work = mkdtempSync(path.join(tmpdir(), 'agency-test-all-'));
const times = [];
const onPath = (program) =>
  spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;

/** Runs `npm run <script>`: its output to this terminal, or kept and printed when it ends (side by side). */
function npmRun(script, { env = {}, keepOutput = false } = {}) {
  const started = Date.now();
  const child = spawn('npm', ['run', script], {
    stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (keepOutput) process.stdout.write(output);
      times.push([script, Math.round((Date.now() - started) / 1000)]);
      resolve(code === 0);
    });
  });
}

/** The stack's image, built in the background at the lowest priority; resolves the file the build saved, or null. */
function buildStackImageInBackground() {
  if (!onPath('podman')) return null;
  const file = path.join(work, 'stack-image.json');
  const logFile = path.join(work, 'stack-image.log');
  const build = ['node', 'tests/harness/stack/build-image.mjs', file];
  const command = [
    'nice',
    '-n',
    '19',
    ...(onPath('ionice') ? ['ionice', '-c', '3'] : []),
    ...build,
  ];
  const log = openSync(logFile, 'w');
  const child = spawn(command[0], command.slice(1), {
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const done = new Promise((resolve) =>
    child.on('close', (code) => resolve(code === 0 ? file : null)),
  );
  return {
    done,
    logFile,
    // The build's whole process group (podman and what it started); nothing when it has ended.
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

const image = buildStackImageInBackground();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    image?.stop();
    process.exit(130);
  });
}
let passed = true;
for (const stage of STAGES) {
  let env = {};
  if (stage[0] === 'test:stack' && image) {
    const file = await image.done;
    if (!file) {
      console.error(
        `\nThe stack's image failed to build (started with npm test):\n${readFileSync(image.logFile, 'utf8').slice(-6000)}`,
      );
      passed = false;
      break;
    }
    env = { STACK_IMAGE_FILE: file };
  }
  const results = await Promise.all(
    stage.map((script) => npmRun(script, { env, keepOutput: stage.length > 1 })),
  );
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
image?.stop();
await image?.done;
rmSync(work, { recursive: true, force: true });
console.log(
  `\nnpm test ${passed ? 'passed' : 'FAILED'}; seconds per stage: ${times.map(([script, seconds]) => `${script} ${seconds}`).join(', ')}`,
);
process.exit(passed ? 0 : 1);
