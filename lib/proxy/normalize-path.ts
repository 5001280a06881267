/**
 * The canonical form of a path: decoded, lower-case ASCII, accents and punctuation other than
 * '-' and '/' stripped, with a trailing slash. '/Vous-%C3%AAtes-propri%C3%A9taire' and
 * '/Qui-sommes-nous?/' both become their canonical lower-case forms.
 */
export function normalizePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it is; the segment simply will not match anything.
  }
  const segments = decoded
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split('/')
    .map((s) => s.replace(/[^a-z0-9\-_.~]/g, ''))
    .filter(Boolean);
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/** Splits a canonical path into its segments. */
export function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}
