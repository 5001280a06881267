/**
 * URL slugs, SPEC §2.1: lower-cased, accents and punctuation stripped, spaces turned into hyphens.
 */

/** Letters that Unicode decomposition does not reduce to ASCII. */
const LIGATURES: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
  ı: 'i',
};

/**
 * 'Qui sommes-nous?' → 'qui-sommes-nous'; 'Vous êtes propriétaire' → 'vous-etes-proprietaire'.
 * Whitespace, underscores and hyphens become one hyphen; every other character that is not an
 * ASCII letter or digit is dropped — an apostrophe too: "L'Hôtel  de Ville" → 'lhotel-de-ville'
 * (as the proxy's path normalisation does). Hyphens at either end are trimmed.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøđłþðı]/g, (c) => LIGATURES[c] ?? '')
    .replace(/[\s_-]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An article's path: ('Nos services', null, 'Service 1') → '/nos-services/service-1/'; empty parts are skipped. */
export function articlePath(
  category: string,
  subCategory: string | null | undefined,
  name: string,
): string {
  const parts = [category, subCategory ?? '', name].map(slugify).filter(Boolean);
  return parts.length ? `/${parts.join('/')}/` : '/';
}
