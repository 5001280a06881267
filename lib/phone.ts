/**
 * Phone formatting, SPEC §5: keep digits only; 10 digits are grouped 4-2-2-2 and 9 digits
 * 3-2-2-2; anything else is left exactly as it was given.
 * An international number (starting with '+') is also left as it is: '+32 2 640 12 34' has
 * 10 digits but grouping them 4-2-2-2 would drop the '+' and mangle it.
 */
const GROUPINGS: Readonly<Record<number, readonly number[]>> = {
  10: [4, 2, 2, 2],
  9: [3, 2, 2, 2],
};

/** '0475123456' → '0475 12 34 56'; '026401234' → '026 40 12 34'; '+32 2 640 12 34' unchanged. */
export function formatPhone(input: string): string {
  if (input.trim().startsWith('+')) return input;
  const digits = input.replace(/\D/g, '');
  const groups = GROUPINGS[digits.length];
  if (!groups) return input;
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** A tel: link target: digits with a leading '+' kept ('+32 2 640 12 34' → 'tel:+3226401234'). */
export function phoneHref(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The agency's phone as every page shows it (SPEC §5's grouping) and the tel: link derived from it. */
export function phoneLink(input: string): { text: string; href: string } {
  return { text: formatPhone(input.trim()), href: phoneHref(input) };
}
