import 'server-only';
import { z } from 'zod';


/**
 * Environment variables, validated once (DESIGN.md "Style"). Everything has a sane default so
 * `npm start` works on a fresh machine; `DATABASE_URL` is set by `server/start.mjs` when it
 * starts the embedded PGlite server.
 */
const boolish = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  /** A relay on localhost may be spoken to without STARTTLS (lib/server/mail/transport.ts). */
  SMTP_ALLOW_PLAINTEXT: boolish,
  /** A deployment without SMTP_URL writes its mails to files on purpose (server/deployment-guard.mjs). */
  MAIL_TO_FILES: boolish,
  MAIL_FROM: z.string().min(3).default('Immo Horizon <no-reply@immo-horizon.local>'),
  AGENCY_MAIL_TO: z.string().email().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  /** Measured against a phone's proxy in docs/decisions/0004-altcha-cost.md (bench/altcha-cost.mjs): 1 costs it 0.8 s on average. */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1000).default(1),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Mails a day to one address a visitor typed (lib/server/rate-limit MAILS_PER_TYPED_ADDRESS_PER_DAY). */
  MAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(5),
  /** No-JavaScript forms a day per IP and for the site before they are held unverified (NO_JS_PER_IP_PER_DAY, NO_JS_PER_DAY). */
  NO_JS_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(5),
  NO_JS_PER_DAY: z.coerce.number().int().min(1).default(50),
  /** Views of one property a day counted from one address (lib/server/stats/page-views PAGE_VIEWS_PER_IP_PER_DAY). */
  PAGE_VIEWS_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(20),
  MAIL_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  MAIL_DISPATCH_DISABLED: boolish,
  SITE_URL: z.string().url().optional(),
  /** Minutes between two CRM syncs of a running server (lib/server/crm/schedule); unset: none. */
  SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const values = Object.fromEntries(
    Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(values);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
