import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// deploy/compose.yaml, deploy/nginx.conf and deploy/Dockerfile describe one installation: the stack
// check (tests/harness/stack) runs them with podman, these keep them agreeing with each other.
const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
type Service = { image?: string; command?: string[]; network_mode?: string; environment?: Record<string, string>; build?: { dockerfile: string; secrets?: string[] }; depends_on?: Record<string, { condition: string }> | string[]; restart?: string; volumes?: string[] };
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service>; secrets: Record<string, unknown> };
const nginx = read('deploy/nginx.conf');
const dockerfile = read('deploy/Dockerfile');

describe('the deployment files', () => {
  it('run Postgres, the migration step, two instances, nginx and the backup job', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'backup', 'db', 'migrate', 'nginx']);
  });

  it('give nginx every instance compose starts, on the ports compose gives them', () => {
    const upstream = [...nginx.matchAll(/^\s*server 127\.0\.0\.1:(\d+)\b/gm)].map((m) => m[1]);
    const ports = ['app1', 'app2'].map((name) => compose.services[name]!.environment!.PORT);
    expect(upstream).toEqual(ports);
  });

  it('start the site only after the migrations, on one database, each with metrics of its own on the loopback', () => {
    for (const name of ['app1', 'app2', 'backup']) {
      const service = compose.services[name]!;
      expect(service.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
      expect(service.environment!.DATABASE_URL).toBe(compose.services.migrate!.environment!.DATABASE_URL);
      expect(service.environment!.TRUSTED_PROXIES).toBe('127.0.0.1');
      expect(service.restart).toBe('unless-stopped');
    }
    const metrics = ['app1', 'app2'].map((name) => compose.services[name]!.environment!.METRICS_PORT);
    expect(new Set(metrics).size).toBe(2);
    expect(compose.services.app1!.environment!.METRICS_HOST).toBe('127.0.0.1');
    // One instance syncs the CRM.
    expect(compose.services.app2!.environment!.SYNC_INTERVAL_MINUTES).toBe('');
  });

  it('run commands that exist in the image', () => {
    for (const name of ['migrate', 'backup']) {
      const [program, script] = compose.services[name]!.command!;
      expect(program).toBe('node');
      expect(existsSync(path.join(ROOT, script!)), script).toBe(true);
    }
    expect(dockerfile).toMatch(/^CMD \["node", "server\/serve\.mjs"\]$/m);
    expect(existsSync(path.join(ROOT, 'server/serve.mjs'))).toBe(true);
  });

  it('build the image with the build secret compose declares, from the official Node image by default', () => {
    expect(compose.services.migrate!.build).toMatchObject({ dockerfile: 'deploy/Dockerfile', secrets: ['server_actions_key'] });
    expect(compose.secrets).toHaveProperty('server_actions_key');
    expect(dockerfile).toContain('--mount=type=secret,id=server_actions_key');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('serve HTTPS with TLS 1.2+ and HTTP/2, redirect port 80 and need no outside network', () => {
    expect(nginx).toMatch(/^\s*listen 443 ssl http2;$/m);
    expect(nginx).toMatch(/^\s*ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
    expect(nginx).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    expect(nginx).not.toMatch(/^\s*(ssl_stapling on|resolver)\b/m);
    expect(nginx).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
  });
});
