// Debian's nginx with deploy/nginx.conf, in a folder of its own (no root paths, no system
// service): for the front-cache check and the benchmarks.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * deploy/nginx.conf with its machine-specific values replaced: where it listens, where the site's
 * instances are, where the cache lives and, with `tls`, the certificate and the port-80 redirect's
 * port. Without `tls` the HTTPS server is served as plain HTTP on `listenPort` (the front-cache
 * check and the benchmarks measure the cache, not TLS) and the port-80 server is left out.
 * Everything else is the file as an agency installs it.
 * @param {{ listenPort: number, upstreamPorts: number[], cacheDir: string,
 *   tls?: { httpPort: number, certificate: string, key: string, webroot: string } }} options
 */
export function siteConfig({ listenPort, upstreamPorts, cacheDir, tls }) {
  const text = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  let replaced = text
    .replace('/var/cache/nginx/agency', cacheDir)
    .replace(/^(\s*)server 127\.0\.0\.1:3000( [^;]*)?;\n(\s*server 127\.0\.0\.1:\d+[^;]*;\n)*/m, (_m, indent, rest = '') => upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p}${rest};\n`).join(''));
  const needles = [cacheDir, `server 127.0.0.1:${upstreamPorts[0]}`];
  if (tls) {
    replaced = replaced
      .replace('listen 80;', `listen 127.0.0.1:${tls.httpPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${listenPort} ssl http2;`)
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${tls.certificate};`)
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${tls.key};`)
      .replace('root /var/www/certbot;', `root ${tls.webroot};`)
      // The redirect keeps the port a test listens on (a host's is 443, left out of the URL).
      .replace('return 301 https://$host$request_uri;', `return 301 https://$host:${listenPort}$request_uri;`);
    needles.push(`listen 127.0.0.1:${tls.httpPort};`, `listen 127.0.0.1:${listenPort} ssl http2;`, tls.certificate, tls.key, tls.webroot);
  } else {
    replaced = replaced
      .replace(/# --- port 80:[\s\S]*?# --- end of port 80 ---\n/, '')
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${listenPort};`)
      .replace(/^\s*ssl_.*\n/gm, '');
    needles.push(`listen 127.0.0.1:${listenPort};`);
    if (/ssl|listen 80;/.test(replaced.replace(/#.*$/gm, ''))) throw new Error('deploy/nginx.conf changed shape: TLS lines left in the plain-HTTP copy');
  }
  for (const needle of needles) {
    if (!replaced.includes(needle)) throw new Error(`deploy/nginx.conf changed shape: could not set ${needle}`);
  }
  return replaced;
}

/**
 * A certificate for 127.0.0.1 and localhost, valid two days, made on the spot in `dir` (Debian's
 * openssl): what the HTTPS server of deploy/nginx.conf needs where no certbot can run.
 * @returns {{ certificate: string, key: string }}
 */
export function selfSignedCertificate(dir) {
  const certificate = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  mkdirSync(dir, { recursive: true });
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', certificate], { stdio: 'ignore' });
  return { certificate, key };
}

/**
 * Starts nginx in the foreground with deploy/nginx.conf in `dir`. `extraServer` adds a server block
 * (the benchmark's static-file comparison); `tls` as for siteConfig. Resolves { stop() } once it
 * accepts connections.
 */
export async function startNginx({ dir, listenPort, upstreamPorts, extraServer = '', tls }) {
  for (const sub of ['cache', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(path.join(dir, 'agency.conf'), siteConfig({ listenPort, upstreamPorts, cacheDir: path.join(dir, 'cache'), tls }));
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
    const up = await fetch(tls ? `http://127.0.0.1:${tls.httpPort}/` : `http://127.0.0.1:${listenPort}/robots.txt`, { redirect: 'manual' }).then(
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
