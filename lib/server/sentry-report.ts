/**
 * With SENTRY_DSN set, an error Next caught while serving a request also goes to Sentry (through
 * @sentry/node, loaded on the first error only: a site without a DSN never loads it). Only what the
 * log line holds is sent (lib/server/request-error-log): the path without its query, the request's
 * id, Next's digest, the route; no headers, cookies, body or IP (no user data collected, no
 * default integrations, no tracing). An unreachable Sentry costs a line in the log, never the page.
 */
import 'server-only';
import type { RequestErrorLine } from './request-error-log';

type SentryNode = typeof import('@sentry/node');
let sentry: Promise<SentryNode | null> | null = null;

function sentryFor(dsn: string): Promise<SentryNode | null> {
  sentry ??= import('@sentry/node').then(
    (Sentry) => {
      Sentry.init({
        dsn,
        environment: process.env.SENTRY_ENVIRONMENT || 'production',
        release: process.env.DEPLOYMENT_ID || undefined,
        dataCollection: { userInfo: false, httpBodies: [] },
        defaultIntegrations: false,
        // Next's own spans stay Next's: Sentry registers no tracer provider.
        enableOpenTelemetrySetup: false,
        tracesSampleRate: 0,
      });
      return Sentry;
    },
    (error: unknown) => {
      console.error(`[request-error] Sentry could not be loaded: ${error instanceof Error ? error.message : error}`);
      return null;
    },
  );
  return sentry;
}

/** Sends one caught error to Sentry, tagged like its log line; resolves once it is sent (or not). */
export async function reportToSentry(error: unknown, line: RequestErrorLine, dsn: string | undefined = process.env.SENTRY_DSN): Promise<void> {
  if (!dsn) return;
  const Sentry = await sentryFor(dsn);
  if (!Sentry) return;
  Sentry.captureException(error, {
    tags: {
      route: line.routePath,
      routeType: line.routeType,
      method: line.method,
      ...(line.requestId ? { requestId: line.requestId } : {}),
      ...(line.digest ? { digest: line.digest } : {}),
    },
    extra: { path: line.path, ...(line.renderSource ? { renderSource: line.renderSource } : {}) },
  });
  const sent = await Sentry.flush(5_000);
  if (!sent) console.error(`[request-error] Sentry did not take the report of request ${line.requestId ?? '(no id)'} within 5 s`);
}

/** For the tests: forget the client, so the next report initialises with its DSN. */
export async function resetSentryForTests(): Promise<void> {
  const loaded = await sentry;
  await loaded?.close(1_000);
  sentry = null;
}
