/**
 * The checks a POST to a page passes in proxy.ts before Next runs a server action. Next answers
 * each of these cases itself with a bare 500 (it throws on a cross-site origin, a body that does
 * not parse, arguments it cannot decode, a body above its limit), after buffering the body; here
 * they get the right 4xx and a translated page, and nothing is stored.
 *
 * A page accepts only the site's own server actions: a fetch from the page's script (header
 * `Next-Action`, a multipart or text body) or a form posted without JavaScript (a multipart body
 * naming the action in `$ACTION_*` fields). Anything else posted to a page is refused.
 */
import { declaredLength, FORM_POST_MAX_BYTES } from '@/lib/forms/request-limits';
import type { RefusalKind } from './refusal-page';
import { formActionVerdict, isActionArguments, isActionId } from './server-action-body';

/** RFC 2046 §5.1.1: 1 to 70 characters from this set, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

type MediaType = { type: string; boundary: string | null };

export function parseMediaType(header: string | null): MediaType {
  const [type = '', ...params] = (header ?? '').split(';');
  let boundary: string | null = null;
  for (const param of params) {
    const [name, ...rest] = param.split('=');
    if (name?.trim().toLowerCase() !== 'boundary') continue;
    boundary = rest.join('=').trim().replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), boundary };
}

/** True when `origin` names this site: the host the request was sent to (or, behind a trusted proxy, its forwarded host). */
export function isSameOrigin(origin: string | null, host: string | null): boolean {
  if (!origin || !host) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** The refusal the headers of a page POST already call for, or null when its body must be read. */
export function postHeaderRefusal(headers: Headers): RefusalKind | null {
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!isSameOrigin(headers.get('origin'), host)) return 'forbidden';
  const length = declaredLength(headers);
  if (length !== null && (!/^\d{1,15}$/.test(length) || Number(length) > FORM_POST_MAX_BYTES)) {
    return /^\d+$/.test(length) ? 'tooLarge' : 'badRequest';
  }
  const action = headers.get('next-action');
  if (action !== null && !isActionId(action)) return 'badRequest';
  const { type, boundary } = parseMediaType(headers.get('content-type'));
  if (type === 'multipart/form-data') return boundary !== null && BOUNDARY.test(boundary) ? null : 'badRequest';
  // A fetch action whose arguments hold no FormData sends them as one JSON text.
  if (type === 'text/plain' && action !== null) return null;
  return 'badRequest';
}

/** Reads the body of a page POST that passed `postHeaderRefusal` and checks the action it carries. */
export async function postBodyRefusal(request: Request): Promise<RefusalKind | null> {
  const fetchAction = request.headers.has('next-action');
  const { type } = parseMediaType(request.headers.get('content-type'));
  if (type === 'text/plain') {
    let text: string;
    try {
      text = await request.text();
    } catch {
      return 'badRequest';
    }
    return isActionArguments({ get: (name) => (name === '0' ? text : null) }) ? null : 'badRequest';
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not multipart after all, a boundary that never occurs, a body cut short.
    return 'badRequest';
  }
  if (fetchAction) return isActionArguments(form) ? null : 'badRequest';
  return formActionVerdict(form.keys(), form) === 'valid' ? null : 'badRequest';
}
