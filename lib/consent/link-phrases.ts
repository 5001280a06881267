export interface TextSegment {
  text: string;
  href?: string;
}

/**
 * Turns the phrases of a sentence into links: COOKIE_WARNING_LINKS ("Read our cookie policy and our
 * privacy statement.") with the page titles ("Cookie policy", "Privacy statement") gives a sentence
 * whose two phrases are links. Matching ignores case; a phrase the sentence does not contain is
 * appended as its own link, so every link is always offered.
 */
export function linkPhrases(text: string, links: readonly { phrase: string; href: string }[]): TextSegment[] {
  const found: { start: number; end: number; href: string }[] = [];
  const missing: { phrase: string; href: string }[] = [];
  const lower = text.toLocaleLowerCase();
  for (const link of links) {
    const phrase = link.phrase.trim();
    const start = phrase ? lower.indexOf(phrase.toLocaleLowerCase()) : -1;
    const overlaps = found.some((f) => start < f.end && start + phrase.length > f.start);
    if (start < 0 || overlaps) missing.push({ phrase, href: link.href });
    else found.push({ start, end: start + phrase.length, href: link.href });
  }
  found.sort((a, b) => a.start - b.start);
  const segments: TextSegment[] = [];
  let at = 0;
  for (const { start, end, href } of found) {
    if (start > at) segments.push({ text: text.slice(at, start) });
    segments.push({ text: text.slice(start, end), href });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  for (const { phrase, href } of missing) {
    if (!phrase) continue;
    segments.push({ text: ' ' }, { text: phrase, href });
  }
  return segments;
}
