/**
 * What a page's search-engine and social fields say when staff leave them empty: its title and
 * the start of its text. The editor shows these as the fields' placeholders; the public page's
 * metadata uses them (lib/seo/menu-page-metadata).
 */

/** The length search engines show of a description. */
const SUMMARY_LENGTH = 160;

/** The text's start on one line, cut at a word before SUMMARY_LENGTH with an ellipsis. */
export function summaryOf(text: string, max = SUMMARY_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export type SeoDefaults = {
  pageTitle: string;
  metadataTitle: string;
  metadataDescription: string;
  metadataOGTitle: string;
  metadataOGDescription: string;
  metadataTwitterTitle: string;
  metadataTwitterDescription: string;
};

/** The defaults of a page in one language from its title and text (the social ones follow the search ones). */
export function seoDefaults(title: string, text: string, filled: Partial<Record<keyof SeoDefaults, string | undefined>> = {}): SeoDefaults {
  const heading = title.trim();
  const metadataTitle = filled.metadataTitle || filled.pageTitle || heading;
  const metadataDescription = filled.metadataDescription || summaryOf(text);
  const metadataOGTitle = filled.metadataOGTitle || metadataTitle;
  const metadataOGDescription = filled.metadataOGDescription || metadataDescription;
  return {
    pageTitle: heading,
    metadataTitle,
    metadataDescription,
    metadataOGTitle,
    metadataOGDescription,
    metadataTwitterTitle: metadataOGTitle,
    metadataTwitterDescription: metadataOGDescription,
  };
}
