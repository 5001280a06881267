/**
 * What can go wrong talking to Omnicasa. The API takes its credentials inside the `json` query of
 * every URL, so no message may carry a URL's query, a request's JSON or a credential: every
 * CrmError message goes through `redact` with the client's credentials.
 */

import 'server-only';
export const REDACTED = '[redacted]';

/** The forms a secret takes in a URL or a JSON text. */
function spellingsOf(secret: string): string[] {
  const inJson = JSON.stringify(secret).slice(1, -1);
  return [
    secret,
    inJson,
    encodeURIComponent(secret),
    encodeURIComponent(inJson),
    new URLSearchParams({ s: secret }).toString().slice(2),
    new URLSearchParams({ s: inJson }).toString().slice(2),
  ];
}

/**
 * `text` without Omnicasa credentials: the `json=` query of a URL, the CustomerName and
 * CustomerPassword values of a JSON text or query, and every spelling of each `secret` (the
 * client passes its customer name and password) are replaced by [redacted].
 */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text
    .replace(/([?&]json=)[^&\s"'<>]*/gi, `$1${REDACTED}`)
    .replace(
      /((?:"|%22)?customer(?:name|password)(?:"|%22)?\s*(?::|%3A|=)\s*)("(?:[^"\\]|\\.)*"|%22.*?%22|[^,}&\s]*)/gi,
      `$1${REDACTED}`,
    );
  const spellings = secrets
    .filter((secret) => secret.length > 0)
    .flatMap(spellingsOf)
    // The longest first, so a secret inside another one's spelling is not half-replaced.
    .sort((a, b) => b.length - a.length);
  for (const spelling of new Set(spellings)) out = out.split(spelling).join(REDACTED);
  return out;
}

/** A request to Omnicasa failed; `method` is the API method ('GetPropertyList'). */
export abstract class CrmError extends Error {
  readonly method: string;

  protected constructor(method: string, detail: string, secrets: readonly string[]) {
    super(redact(`Omnicasa ${method}: ${detail}`, secrets));
    this.name = new.target.name;
    this.method = method;
  }
}

/** No usable answer: the network, a timeout, an HTTP 5xx. Trying again later may work. */
export class CrmUnavailableError extends CrmError {
  constructor(method: string, detail: string, secrets: readonly string[] = []) {
    super(method, detail, secrets);
  }
}

/** Omnicasa refused the customer name and password. */
export class CrmAuthError extends CrmError {
  constructor(method: string, detail: string, secrets: readonly string[] = []) {
    super(method, detail, secrets);
  }
}

/** An answer that is not JSON, or not shaped as an Omnicasa answer. */
export class CrmGarbageError extends CrmError {
  constructor(method: string, detail: string, secrets: readonly string[] = []) {
    super(method, detail, secrets);
  }
}

/**
 * Omnicasa answered `Success: false` for another reason than the credentials (a parameter it
 * refused, an unknown id): sending the same request again will not help.
 */
export class CrmRefusedError extends CrmError {
  /** Omnicasa's `Code`, when it gave one. */
  readonly code: number | null;

  constructor(
    method: string,
    code: number | null,
    detail: string,
    secrets: readonly string[] = [],
  ) {
    super(method, detail, secrets);
    this.code = code;
  }
}
