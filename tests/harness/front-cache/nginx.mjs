// Debian's nginx with deploy/nginx.conf, in a folder of its own (no root paths, no system
// service): for the front-cache check and the benchmarks.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * deploy/nginx.conf with its three machine-specific values replaced: where it listens, where the
 * site's instances are, where the cache lives. Everything else is the file as an agency installs it.
 */
export function siteConfig({ listenPort, upstreamPorts, cacheDir }) {
  const text = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const replaced = text
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
    .replace('/var/cache/nginx/agency', cacheDir)
    .replace(/^(\s*)server 127\.0\.0\.1:3000;$/m, (_m, indent) => upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p};`).join('\n'));
  for (const needle of [`listen 127.0.0.1:${listenPort};`, cacheDir, `server 127.0.0.1:${upstreamPorts[0]};`]) {
    if (!replaced.includes(needle)) throw new Error(`deploy/nginx.conf changed shape: could not set ${needle}`);
  }
  return replaced;
}

/**
 * Starts nginx in the foreground with deploy/nginx.conf in `dir`. `extraServer` adds a server block
 * (the benchmark's static-file comparison). Resolves { stop() } once it accepts connections.
 */
export async function startNginx({ dir, listenPort, upstreamPorts, extraServer = '' }) {
  for (const sub of ['cache', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(path.join(dir, 'agency.conf'), siteConfig({ listenPort, upstreamPorts, cacheDir: path.join(dir, 'cache') }));
  const tmp = path.join(dir, 'tmp');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      // As root, the workers would otherwise run as nobody and could not write to this folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${tmp}/${kind};`),
      `  include ${path.join(dir, 'agency.conf')};`,
      extraServer,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}${readLog(dir)}`);
    const up = await fetch(`http://127.0.0.1:${listenPort}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${output}${readLog(dir)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await once(child, 'exit');
    },
  };
}

function readLog(dir) {
  try {
    return readFileSync(path.join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
