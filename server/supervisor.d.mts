import type { ChildProcess, IOType } from 'node:child_process';
import type { EventEmitter } from 'node:events';

export const SERVE_SCRIPT: string;
export interface HealthOptions {
  intervalMs: number;
  timeoutMs: number;
  maxMisses: number;
  /** A server whose heartbeat comes is killed only when it also finished no response for this long. */
  stallMs: number;
}
export function healthOptionsFromEnv(env: Record<string, string | undefined>): HealthOptions;
export function healthUrlFor(options: { port: number | string; hostname?: string }): string;
export function probeHealth(url: string, timeoutMs: number): Promise<{ alive: boolean; detail: string }>;

export interface SupervisorOptions extends Partial<HealthOptions> {
  healthUrl: string;
  command?: string;
  args?: string[];
  cwd?: string;
  env?: Record<string, string | undefined>;
  stdio?: IOType;
  startDeadlineMs?: number;
  crashLimit?: number;
  crashWindowMs?: number;
  backoffMs?: number;
  stopGraceMs?: number;
  log?: (line: string) => void;
}
export interface Supervisor extends EventEmitter {
  readonly pid: number | null;
  readonly finished: Promise<number>;
  stop(): Promise<number>;
  on(event: 'spawn', listener: (event: { pid: number; child: ChildProcess }) => void): this;
  on(event: 'healthy', listener: (event: { pid: number }) => void): this;
  on(event: 'restart', listener: (event: { pid: number | undefined; reason: 'unresponsive' | 'exited' }) => void): this;
  on(event: 'give-up', listener: (event: { reason: string }) => void): this;
}
export function superviseServer(options: SupervisorOptions): Supervisor;
