/**
 * One Omnicasa request: `GET <base>/<Method>Json?json={...}` with the credentials inside the JSON,
 * within the client's concurrency and timeout, and its answer's envelope
 * (`{ "<Method>JsonResult": { Code, Message, Success, Value } }`) checked. No retries: the caller
 * decides. Every error is a CrmError whose message has no credential.
 */
import 'server-only';
import { z } from 'zod';
import { createLimiter } from './concurrency';
import type { OmnicasaConfig } from './config';
import { formatOmnicasaDate } from './dates';
import {
  CrmAuthError,
  CrmGarbageError,
  CrmRefusedError,
  CrmUnavailableError,
  redact,
} from './errors';

/** A request parameter: a Date is sent as 'YYYY-MM-DD HH:mm:ss', a list as '1,2,3' (as the public client does). */
export type RequestParam =
  string | number | boolean | Date | readonly (string | number)[] | null | undefined;
export type RequestParams = Record<string, RequestParam>;

export interface Transport {
  /** The `Value` of the method's answer. */
  call(method: string, params?: RequestParams): Promise<unknown>;
  /** `text` without this client's credentials. */
  redact(text: string): string;
}

const envelopeSchema = z.object({
  Success: z.boolean(),
  Code: z.number().int().nullish(),
  Message: z.string().nullish(),
});

/**
 * How a refusal of the credentials reads. The API documents no code for it (the public client's
 * fixture answers ValidateCustomer with Code 600, Message 'Error'), so the words decide.
 */
const CREDENTIALS_REFUSED = /customer|password|credential|unauthori[sz]ed|authenticat|log ?in/i;

function serialize(params: RequestParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    out[name] =
      value instanceof Date
        ? formatOmnicasaDate(value)
        : Array.isArray(value)
          ? value.join(',')
          : value;
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a fetch failed, in a few words: ECONNREFUSED, UND_ERR_SOCKET… */
function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : 'unknown';
}

export function createTransport(
  config: OmnicasaConfig,
  fetchImpl: typeof fetch = globalThis.fetch,
): Transport {
  const secrets = [config.customerName, config.customerPassword];
  const limit = createLimiter(config.concurrency);
  const unavailable = (method: string, detail: string) =>
    new CrmUnavailableError(method, detail, secrets);
  const garbage = (method: string, detail: string) => new CrmGarbageError(method, detail, secrets);

  async function fetchAnswer(
    method: string,
    url: string,
  ): Promise<{ status: number; body: string }> {
    // The timeout starts once the request may go: waiting for a free slot is not the CRM's fault.
    const signal = AbortSignal.timeout(config.timeoutMs);
    try {
      const response = await fetchImpl(url, { signal, headers: { accept: 'application/json' } });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      if (signal.aborted) throw unavailable(method, `no answer within ${config.timeoutMs} ms`);
      throw unavailable(method, `network error (${networkCause(error)})`);
    }
  }

  function valueOf(method: string, status: number, body: string): unknown {
    if (status === 401 || status === 403) throw new CrmAuthError(method, `HTTP ${status}`, secrets);
    if (status === 408 || status === 429 || status >= 500) {
      throw unavailable(method, `HTTP ${status}`);
    }
    if (status < 200 || status > 299)
      throw garbage(method, `not an Omnicasa answer (HTTP ${status})`);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      // Redacted whole before it is cut: a cut could leave half a secret that no longer matches.
      throw garbage(
        method,
        `the answer is not JSON: ${JSON.stringify(redact(body, secrets).slice(0, 60))}`,
      );
    }
    const result =
      isRecord(json) && `${method}JsonResult` in json ? json[`${method}JsonResult`] : json;
    // The public client takes a bare list as the value itself.
    if (Array.isArray(result)) return result;
    const envelope = envelopeSchema.safeParse(result);
    if (!envelope.success || !isRecord(result) || !Object.hasOwn(result, 'Value')) {
      throw garbage(method, 'the answer has no Success and Value');
    }
    const { Success, Code, Message } = envelope.data;
    if (Success) return result.Value;
    const detail = `refused (Code ${Code ?? '?'}: ${Message || 'no message'})`;
    if (method === 'ValidateCustomer' || CREDENTIALS_REFUSED.test(Message ?? '')) {
      throw new CrmAuthError(method, detail, secrets);
    }
    throw new CrmRefusedError(method, Code ?? null, detail, secrets);
  }

  return {
    call(method, params = {}) {
      const json = JSON.stringify({
        ...serialize(params),
        CustomerName: config.customerName,
        CustomerPassword: config.customerPassword,
      });
      const url = `${config.baseUrl}/${method}Json?json=${encodeURIComponent(json)}`;
      return limit(async () => {
        const { status, body } = await fetchAnswer(method, url);
        return valueOf(method, status, body);
      });
    },
    redact: (text) => redact(text, secrets),
  };
}
