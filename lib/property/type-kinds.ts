/**
 * What kind of property a web category is, read from the names the CRM gives it (GetWebIDList, one
 * per language): an agency's WebIDs are its own numbers and mean nothing by themselves.
 * Pure; the store gives each category its kind (lib/catalogue `getTypeKind`).
 */
export type TypeKind = 'house' | 'apartment' | 'plot' | 'investment' | 'other';

/**
 * Words naming a kind, accents stripped and lower-cased ('bel etage': two words in a row). A word
 * of a name matches a keyword it equals or ends with, so Dutch and German compounds match their
 * last part ('herenhuis', 'bouwgrond', 'eigentumswohnung'); the longest keyword a word matches
 * wins, which is why 'penthouse' is an apartment and the 'other' list holds the compounds that end
 * like a home but are none ('warehouse', 'pakhuis').
 */
const KEYWORDS: Record<TypeKind, readonly string[]> = {
  house: ['huis', 'woning', 'villa', 'maison', 'house', 'haus', 'fermette', 'bungalow', 'chalet', 'hoeve', 'boerderij', 'ferme', 'bel etage', 'beletage'],
  apartment: ['appartement', 'apartment', 'wohnung', 'studio', 'flat', 'penthouse', 'duplex', 'triplex', 'loft', 'kot', 'maisonnette', 'maisonette'],
  plot: ['grond', 'terrain', 'plot', 'land', 'grundstuck', 'perceel', 'kavel'],
  investment: ['opbrengsteigendom', 'opbrengstpand', 'opbrengstwoning', 'rapport', 'investment', 'investissement', 'renditeobjekt', 'anlageobjekt', 'zinshaus', 'leaseback'],
  other: ['warehouse', 'pakhuis', 'warenhuis', 'handelshuis', 'geschaftshaus', 'burohaus', 'lagerhaus', 'kaufhaus', 'parkhaus', 'gasthaus'],
};

const KEYWORD_KINDS: readonly (readonly [string, TypeKind])[] = (Object.entries(KEYWORDS) as [TypeKind, readonly string[]][])
  .flatMap(([kind, words]) => words.map((word) => [word, kind] as const))
  .sort(([a], [b]) => b.length - a.length);

function wordsOf(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The kind one name says, from its first word that names one; null when no word does. */
export function typeKindOfName(name: string): TypeKind | null {
  const words = wordsOf(name);
  for (let i = 0; i < words.length; i++) {
    const match = KEYWORD_KINDS.find(([keyword]) =>
      words.slice(i, i + keyword.split(' ').length).join(' ').endsWith(keyword),
    );
    if (match) return match[1];
  }
  return null;
}

/**
 * The kind of a category from its names in the site's languages: the kind its names say, when
 * those that say one agree; 'other' when none says one or they disagree (an unknown category is
 * never taken for a home).
 */
export function typeKindOfNames(names: readonly string[]): TypeKind {
  const kinds = new Set(names.map(typeKindOfName).filter((kind) => kind !== null));
  return kinds.size === 1 ? [...kinds][0]! : 'other';
}
