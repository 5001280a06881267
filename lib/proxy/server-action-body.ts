/**
 * Checks the arguments of a server-action post before Next decodes them. Next hands a malformed
 * body to React's reply decoder, which throws (arguments that are not JSON, a reference to a part
 * that was never sent, an array 20,000 levels deep that overflows the stack) or waits, and every
 * one of those became a 500. The site's actions take plain values and one FormData, so anything
 * else is refused here: JSON parts no deeper than MAX_DEPTH, references only to parts present.
 *
 * The encoding (React's reply format, react-server-dom ReplyServer `parseModelString`): the root
 * is the part `<prefix>0`; a string starting with '$' is a reference or a special value:
 * `$$…` an escaped '$', `$<hex>` / `$@<hex>` / `$Q<hex>` / `$W<hex>` another JSON part (model,
 * promise, Map, Set), `$K<hex>` a FormData whose entries are the parts `<hex>_<name>`, `$T` a
 * temporary reference, `$u…`, `$I`, `$-…`, `$N`, `$D…`, `$n…` scalars. Server references, typed
 * arrays, blobs and streams (`$h`, `$A`…`$V`, `$B`, `$R`, `$r`, `$X`, `$x`, `$i`) are never sent by
 * the site's forms and are refused.
 */

export const MAX_DEPTH = 32;
export const MAX_VALUES = 20_000;

/** The parts of a post: FormData entries, or a text body as the single part '0'. */
export type ReplyParts = { get(name: string): FormDataEntryValue | null };

const SCALAR_PREFIXES = new Set(['$', 'u', 'I', '-', 'N', 'D', 'n', 'T', 'K']);
const PART_PREFIXES = new Set(['@', 'Q', 'W']);
/** Prefixes that are also hex digits, so they would otherwise read as a part reference. */
const REFUSED_HEX_PREFIXES = new Set(['A', 'B']);
const HEX = /^[0-9a-f]+$/i;

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) max = Math.max(max, ++depth);
    else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return max;
}

/** The part a reference string names ('$1', '$@a', '$Q2:key'), or undefined for a scalar. */
function referencedPart(value: string): { ok: true; part?: string } | { ok: false } {
  const kind = value[1];
  if (kind === undefined) return { ok: false };
  if (SCALAR_PREFIXES.has(kind)) return { ok: true };
  if (REFUSED_HEX_PREFIXES.has(kind)) return { ok: false };
  const id = (PART_PREFIXES.has(kind) ? value.slice(2) : value.slice(1)).split(':')[0] ?? '';
  return HEX.test(id) ? { ok: true, part: String(parseInt(id, 16)) } : { ok: false };
}

/**
 * True when the reply rooted at `<prefix>0` can be decoded: every JSON part it reaches parses,
 * stays within MAX_DEPTH and MAX_VALUES, and every reference names a part that was sent.
 */
export function isDecodableReply(parts: ReplyParts, prefix = ''): boolean {
  const pending = ['0'];
  const seen = new Set<string>();
  let values = 0;
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const raw = parts.get(prefix + id);
    if (typeof raw !== 'string' || jsonDepth(raw) > MAX_DEPTH) return false;
    let root: unknown;
    try {
      root = JSON.parse(raw);
    } catch {
      return false;
    }
    const stack: unknown[] = [root];
    while (stack.length > 0) {
      if (++values > MAX_VALUES) return false;
      const value = stack.pop();
      if (typeof value === 'string') {
        if (!value.startsWith('$')) continue;
        const reference = referencedPart(value);
        if (!reference.ok) return false;
        if (reference.part !== undefined) pending.push(reference.part);
      } else if (Array.isArray(value)) {
        stack.push(...value);
      } else if (value !== null && typeof value === 'object') {
        stack.push(...Object.values(value));
      }
    }
  }
  return true;
}

/** A server-action id as Next prints it: hex, 40 or 42 characters today; any other form is refused. */
export function isActionId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{2,128}$/i.test(value);
}

/**
 * The action posted by a form without JavaScript, from its fields (React's `decodeAction`):
 * `$ACTION_ID_<id>` for an action without bound arguments, or `$ACTION_REF_<n>` with the bound
 * action's id and arguments as a reply under the prefix `$ACTION_<n>:`. Returns whether the
 * fields hold one well-formed action, or 'none' when the post names no action at all.
 */
export function formActionVerdict(fieldNames: Iterable<string>, parts: ReplyParts): 'valid' | 'invalid' | 'none' {
  let found: 'valid' | 'invalid' | 'none' = 'none';
  for (const name of fieldNames) {
    if (!name.startsWith('$ACTION_')) continue;
    if (name === '$ACTION_KEY' || /^\$ACTION_\d+:\d+$/.test(name)) continue;
    if (found !== 'none') return 'invalid';
    if (name.startsWith('$ACTION_ID_')) {
      found = isActionId(name.slice('$ACTION_ID_'.length)) ? 'valid' : 'invalid';
    } else if (name.startsWith('$ACTION_REF_')) {
      found = boundActionVerdict(name.slice('$ACTION_REF_'.length), parts);
    } else {
      return 'invalid';
    }
  }
  const key = parts.get('$ACTION_KEY');
  if (key !== null && (typeof key !== 'string' || key.length > 100)) return 'invalid';
  return found;
}

function boundActionVerdict(ref: string, parts: ReplyParts): 'valid' | 'invalid' {
  if (!/^\d{1,6}$/.test(ref)) return 'invalid';
  const prefix = `$ACTION_${ref}:`;
  if (!isDecodableReply(parts, prefix)) return 'invalid';
  const meta: unknown = JSON.parse(parts.get(`${prefix}0`) as string);
  if (meta === null || typeof meta !== 'object') return 'invalid';
  const { id, bound } = meta as { id?: unknown; bound?: unknown };
  if (!isActionId(id)) return 'invalid';
  if (bound === null) return 'valid';
  // The bound arguments: a promise of the part holding their list (React fails on anything else).
  const part = typeof bound === 'string' ? /^\$@([0-9a-f]+)$/i.exec(bound)?.[1] : undefined;
  return part !== undefined && isJsonArray(parts.get(prefix + String(parseInt(part, 16)))) ? 'valid' : 'invalid';
}

/** A reply part that holds a JSON array (already known to parse). */
function isJsonArray(raw: FormDataEntryValue | null): boolean {
  return typeof raw === 'string' && Array.isArray(JSON.parse(raw));
}

/** The arguments of a fetch action: a decodable reply whose root is their list. */
export function isActionArguments(parts: ReplyParts): boolean {
  return isDecodableReply(parts) && isJsonArray(parts.get('0'));
}
