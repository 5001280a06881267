/**
 * What instrumentation.ts's onRequestError writes for an error Next caught while serving a
 * request: one `[request-error]` line with the request's id (the `x-request-id` header the
 * production server set, server/request-id.mjs), so the operator finds the request in the access
 * log and the visitor's report (the error page shows Next's digest) in the error log. The path
 * without its query (it can hold personal data); the error's stack stays in the log, never on a page.
 * With SENTRY_DSN set, the same error and fields also go to Sentry (./sentry-report).
 */
import type { Instrumentation } from 'next';

type RequestErrorArguments = Parameters<Instrumentation.onRequestError>;

export interface RequestErrorLine {
  requestId: string | null;
  method: string;
  path: string;
  routePath: string;
  routeType: string;
  renderSource?: string;
  digest?: string;
  message: string;
  stack?: string;
}

export function requestErrorLine(...[error, request, context]: RequestErrorArguments): RequestErrorLine {
  const header = request.headers['x-request-id'];
  const requestId = (Array.isArray(header) ? header[0] : header) ?? null;
  const digest = error && typeof error === 'object' && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
  return {
    requestId,
    method: request.method,
    path: request.path.split(/[?#]/, 1)[0] ?? '',
    routePath: context.routePath,
    routeType: context.routeType,
    ...(context.renderSource ? { renderSource: context.renderSource } : {}),
    ...(digest ? { digest } : {}),
    message: error instanceof Error ? error.message : String(error),
    ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
  };
}

export async function logRequestError(...args: RequestErrorArguments): Promise<void> {
  const line = requestErrorLine(...args);
  console.error(`[request-error] ${JSON.stringify(line)}`);
  if (process.env.SENTRY_DSN) await (await import('./sentry-report')).reportToSentry(args[0], line);
}
