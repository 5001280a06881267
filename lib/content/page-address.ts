/**
 * A page's address proposed from its title: 'Ons team' → '/ons-team', under its parent's address
 * ('/over-ons/ons-team'). Staff may change it; an empty address field means this proposal. No
 * imports: the editor's browser code proposes with the same rule the server applies.
 */

/** Letters that do not fold to ASCII by removing their accents. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** The longest address part a title makes (a long title is cut at a hyphen). */
const MAX_SLUG = 80;

/** 'Qui sommes-nous ?' → 'qui-sommes-nous'; 'Über uns' → 'uber-uns': lower-case ASCII words joined by single hyphens. */
export function slugify(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => LIGATURES[c] ?? c);
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG);
  return (cut.includes('-') && slug[MAX_SLUG] !== '-' ? cut.slice(0, cut.lastIndexOf('-')) : cut).replace(/-+$/, '');
}

/** The address a title proposes under the parent's address ('' at the top, '/' for the home page); '' when the title has no letter or digit. */
export function proposedAddress(parentAddress: string, title: string): string {
  const slug = slugify(title);
  if (slug === '') return '';
  return `${parentAddress.replace(/\/+$/, '')}/${slug}`;
}
