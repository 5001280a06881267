/**
 * The supervisor of `npm start` against a stand-in server (fixtures/fake-server.mjs) with short
 * health intervals: a hung server (SIGSTOP: its event loop answers nothing, as when blocked) is
 * killed and replaced, and so is one whose event loop turns but that finishes no response; a busy
 * one (its health answer late, other answers flowing) is left running; a crashing one is
 * restarted, one that cannot start makes it give up.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { healthOptionsFromEnv, healthUrlFor, superviseServer, type Supervisor, type SupervisorOptions } from '@/server/supervisor.mjs';

const FAKE_SERVER = path.join(__dirname, 'fixtures', 'fake-server.mjs');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const running: Supervisor[] = [];
const stoppedPids: number[] = [];

afterEach(async () => {
  for (const pid of stoppedPids.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  await Promise.all(running.splice(0).map((supervisor) => supervisor.stop()));
});

async function supervise(env: Record<string, string>, options: Partial<SupervisorOptions> = {}) {
  const port = await freePort();
  const lines: string[] = [];
  const supervisor = superviseServer({
    args: [FAKE_SERVER],
    env: { ...process.env, PORT: String(port), ...env },
    healthUrl: healthUrlFor({ port }),
    stdio: 'ignore',
    intervalMs: 100,
    timeoutMs: 150,
    maxMisses: 3,
    startDeadlineMs: 5000,
    backoffMs: 20,
    stopGraceMs: 500,
    log: (line) => lines.push(line),
    ...options,
  });
  running.push(supervisor);
  return { supervisor, lines, base: `http://127.0.0.1:${port}` };
}

const nextEvent = async <T>(supervisor: Supervisor, event: string) => ((await once(supervisor, event)) as [T])[0];

describe('the supervisor', () => {
  it('kills a server that stops answering (SIGSTOP) with SIGKILL and starts a new one', { timeout: 20_000 }, async () => {
    // 503 = the database is down: the server itself is fine and must be left alone.
    const { supervisor, lines, base } = await supervise({ HEALTH_STATUS: '503' });
    const first = await nextEvent<{ pid: number }>(supervisor, 'healthy');
    expect(lines).toContain(`server pid ${first.pid} answers (HTTP 503)`);

    process.kill(first.pid, 'SIGSTOP');
    stoppedPids.push(first.pid);
    const restart = await nextEvent<{ pid: number; reason: string }>(supervisor, 'restart');
    expect(restart).toEqual({ pid: first.pid, reason: 'unresponsive' });
    const second = await nextEvent<{ pid: number }>(supervisor, 'healthy');

    expect(second.pid).not.toBe(first.pid);
    expect(await (await fetch(`${base}/`)).text()).toBe(String(second.pid));
    expect(isRunning(first.pid)).toBe(false);
    expect(lines.some((line) => line.startsWith(`server pid ${first.pid} missed 3 health checks in a row (last: no answer within 150 ms): killing it with SIGKILL`))).toBe(true);
  });

  it('leaves a busy server running: its health answer is late, but its heartbeat comes and responses finish', { timeout: 20_000 }, async () => {
    const { supervisor, lines, base } = await supervise({ HEALTH_HANGS_AFTER_MS: '300' }, { stallMs: 500 });
    const restarts: unknown[] = [];
    supervisor.on('restart', (event) => restarts.push(event));
    const { pid } = await nextEvent<{ pid: number }>(supervisor, 'healthy');

    // 2 s of traffic: without the heartbeat, 3 misses of 150 ms every 100 ms kill it within 1 s.
    const until = Date.now() + 2000;
    while (Date.now() < until) {
      expect(await (await fetch(`${base}/`)).text()).toBe(String(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    expect(restarts).toEqual([]);
    expect(supervisor.pid).toBe(pid);
    expect(lines.some((line) => line.startsWith(`server pid ${pid} is slow to answer its health check (no answer within 150 ms) but busy, not hung:`))).toBe(true);
  });

  it('kills a server whose event loop turns but that finishes no response', { timeout: 20_000 }, async () => {
    const { supervisor, lines } = await supervise({ HEALTH_HANGS_AFTER_MS: '300' }, { stallMs: 500 });
    const first = await nextEvent<{ pid: number }>(supervisor, 'healthy');
    const restart = await nextEvent<{ pid: number; reason: string }>(supervisor, 'restart');
    expect(restart).toEqual({ pid: first.pid, reason: 'unresponsive' });
    expect(lines.some((line) => line.startsWith(`server pid ${first.pid} missed 3 health checks in a row`))).toBe(true);
  });

  it('restarts a server that exits', { timeout: 20_000 }, async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'supervisor-test-'));
    try {
      const { supervisor, lines, base } = await supervise({ CRASH_ONCE_FILE: path.join(work, 'crashed') });
      const first = await nextEvent<{ pid: number }>(supervisor, 'spawn');
      const restart = await nextEvent<{ pid: number; reason: string }>(supervisor, 'restart');
      expect(restart).toEqual({ pid: first.pid, reason: 'exited' });
      expect(lines).toContain(`server pid ${first.pid} exited unexpectedly (code 3): starting a new one in 20 ms`);
      const healthy = await nextEvent<{ pid: number }>(supervisor, 'healthy');
      expect(await (await fetch(`${base}/`)).text()).toBe(String(healthy.pid));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('gives up, with exit code 1, on a server that exits again and again', { timeout: 20_000 }, async () => {
    const { supervisor, lines } = await supervise({ ALWAYS_CRASH: '1' }, { crashLimit: 3 });
    expect(await supervisor.finished).toBe(1);
    expect(lines.at(-1)).toMatch(/^the server exited 3 times within 60 s \(last: pid \d+, code 3\): giving up$/);
  });

  it('does not count misses while a server starts, up to the start deadline', { timeout: 20_000 }, async () => {
    const { supervisor } = await supervise({ LISTEN_AFTER_MS: '1500' });
    const restarts: unknown[] = [];
    supervisor.on('restart', (event) => restarts.push(event));
    const first = await nextEvent<{ pid: number }>(supervisor, 'spawn');
    const healthy = await nextEvent<{ pid: number }>(supervisor, 'healthy');
    expect(healthy.pid).toBe(first.pid);
    expect(restarts).toEqual([]);
  });

  it('stops its server on stop(), with SIGKILL when it is hung', { timeout: 20_000 }, async () => {
    const { supervisor } = await supervise({});
    const { pid } = await nextEvent<{ pid: number }>(supervisor, 'healthy');
    process.kill(pid, 'SIGSTOP');
    stoppedPids.push(pid);
    expect(await supervisor.stop()).toBe(0);
    expect(isRunning(pid)).toBe(false);
  });
});

describe('healthOptionsFromEnv', () => {
  it('uses the defaults when nothing is set', () => {
    expect(healthOptionsFromEnv({})).toEqual({ intervalMs: 5000, timeoutMs: 3000, maxMisses: 3, stallMs: 60_000 });
  });

  it('reads HEALTH_INTERVAL_MS, HEALTH_TIMEOUT_MS, HEALTH_MAX_MISSES and HEALTH_STALL_MS', () => {
    expect(healthOptionsFromEnv({ HEALTH_INTERVAL_MS: '1000', HEALTH_TIMEOUT_MS: '500', HEALTH_MAX_MISSES: '5', HEALTH_STALL_MS: '9000' })).toEqual({
      intervalMs: 1000,
      timeoutMs: 500,
      maxMisses: 5,
      stallMs: 9000,
    });
  });

  it.each(['0', '-1', '1.5', 'soon', ' 5'])('refuses HEALTH_MAX_MISSES=%s', (value) => {
    expect(() => healthOptionsFromEnv({ HEALTH_MAX_MISSES: value })).toThrow(`HEALTH_MAX_MISSES: "${value}" is not a positive whole number`);
  });
});

describe('healthUrlFor', () => {
  it.each([
    [{ port: 3000 }, 'http://127.0.0.1:3000/api/health/'],
    [{ port: 3000, hostname: '0.0.0.0' }, 'http://127.0.0.1:3000/api/health/'],
    [{ port: 3000, hostname: '::' }, 'http://127.0.0.1:3000/api/health/'],
    [{ port: '8080', hostname: '10.0.0.5' }, 'http://10.0.0.5:8080/api/health/'],
    [{ port: 8080, hostname: '::1' }, 'http://[::1]:8080/api/health/'],
  ])('%o → %s', (options, url) => {
    expect(healthUrlFor(options)).toBe(url);
  });
});
