import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export const ALLOWED_METHODS: string;
export type MethodVerdict = 'serve' | 'options' | 'refuse';
export function methodVerdict(method: string | undefined): MethodVerdict;
export function normalizeAddress(text: string | undefined | null): string | null;
export interface CidrRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}
export function parseCidr(entry: string): CidrRange | null;
export interface TrustedProxies {
  entries: string[];
  has(address: string | undefined | null): boolean;
}
export function parseTrustedProxies(text: string | undefined): TrustedProxies;
export function parseForwardedForEntry(entry: string): string | null;
export function resolveClientAddress(peer: string | undefined | null, forwardedFor: string | undefined, trusted: TrustedProxies): string | null;
export function sanitizeForwardedHeaders(headers: IncomingHttpHeaders, peer: string | undefined | null, trusted: TrustedProxies): IncomingHttpHeaders;
export function rawAnswer(status: number, reason: string, extraHeaders?: Record<string, string>): string;
export function clientErrorAnswer(code: string | undefined): string;
export function guardRequest(req: IncomingMessage, res: ServerResponse, options: { trusted: TrustedProxies }): boolean;
