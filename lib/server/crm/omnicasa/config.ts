/**
 * The Omnicasa connection, from OMNICASA_* variables. Messages name a variable, never its value:
 * the URL may carry a token and the other two are credentials.
 */
import 'server-only';
import { parsePictureOrigins } from './picture-origins';

export interface OmnicasaConfig {
  /** The API base, e.g. https://newapi.omnicasa.com/1.12/OmnicasaService.svc (no trailing slash). */
  baseUrl: string;
  customerName: string;
  customerPassword: string;
  /** Per request, from sending it to the last byte of the answer. */
  timeoutMs: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** The origins the CRM's pictures may come from (./picture-origins). */
  pictureOrigins: string[];
}

export class OmnicasaConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OmnicasaConfigError';
  }
}

const REQUIRED = ['OMNICASA_URL', 'OMNICASA_CUSTOMER_NAME', 'OMNICASA_CUSTOMER_PASSWORD'] as const;
export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_CONCURRENCY = 8;

type Env = Record<string, string | undefined>;

function integerFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new OmnicasaConfigError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function baseUrlFrom(env: Env): string {
  let url: URL;
  try {
    url = new URL(env.OMNICASA_URL!.trim());
  } catch {
    throw new OmnicasaConfigError('OMNICASA_URL is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new OmnicasaConfigError(
      'OMNICASA_URL must start with https:// (or http:// for a local server)',
    );
  }
  if (url.search || url.hash)
    throw new OmnicasaConfigError('OMNICASA_URL must not have a query or a fragment');
  return url.href.replace(/\/+$/, '');
}

/**
 * The configuration, or null when none of OMNICASA_URL, OMNICASA_CUSTOMER_NAME and
 * OMNICASA_CUSTOMER_PASSWORD is set (the site then runs on its committed snapshot). Some of them
 * only, or an invalid value, throws an OmnicasaConfigError naming the variable.
 */
export function omnicasaConfigFromEnv(env: Env = process.env): OmnicasaConfig | null {
  const present = REQUIRED.filter((name) => env[name]?.trim());
  if (present.length === 0) return null;
  const missing = REQUIRED.filter((name) => !present.includes(name));
  if (missing.length > 0) {
    throw new OmnicasaConfigError(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: set ${REQUIRED.join(', ')} together, or none of them`,
    );
  }
  const pictures = parsePictureOrigins(env);
  if (pictures.invalid.length > 0) {
    throw new OmnicasaConfigError(
      'OMNICASA_PICTURE_ORIGINS must list origins such as https://pictures.example.com, separated by commas',
    );
  }
  return {
    baseUrl: baseUrlFrom(env),
    // Names and passwords are taken as written: a space may belong to them.
    customerName: env.OMNICASA_CUSTOMER_NAME!,
    customerPassword: env.OMNICASA_CUSTOMER_PASSWORD!,
    timeoutMs: integerFrom(env, 'OMNICASA_TIMEOUT_MS', DEFAULT_TIMEOUT_MS, 100, 600_000),
    concurrency: integerFrom(env, 'OMNICASA_CONCURRENCY', DEFAULT_CONCURRENCY, 1, 64),
    pictureOrigins: pictures.origins,
  };
}
