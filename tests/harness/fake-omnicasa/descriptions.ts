/**
 * A property's texts in each language: its title (TypeDescription) and description (DescriptionA),
 * written from the same facts so that the languages say the same thing, and the odd versions of
 * them: with HTML, or 10,000 characters long.
 */
import type { SiteLocale } from '@/lib/locale';
import { COLUMN_OF, t, type Texts } from './texts';
import { TITLE_WORDS, type Shape } from './vocabulary';

export interface TextFacts {
  shape: Shape;
  typeName: Texts;
  city: Texts;
  bedrooms: number | null;
  living: number | null;
  ground: number | null;
  garden: boolean;
  terrace: boolean;
  adjective: Texts | null;
  /** Indexes in SENTENCES. */
  sentences: readonly number[];
}

export const SENTENCES: readonly Texts[] = [
  t(
    'Rustig gelegen, dicht bij winkels en openbaar vervoer.',
    'Situé au calme, proche des commerces et des transports en commun.',
    'Quietly located, close to shops and public transport.',
    'Ruhig gelegen, nahe Geschäften und öffentlichen Verkehrsmitteln.',
  ),
  t(
    'Het pand werd recent met zorg gerenoveerd.',
    'Le bien a été récemment rénové avec soin.',
    'The property was recently renovated with care.',
    'Die Immobilie wurde kürzlich sorgfältig renoviert.',
  ),
  t(
    'Lichtrijke leefruimte met open keuken.',
    'Espace de vie lumineux avec cuisine ouverte.',
    'Bright living space with an open kitchen.',
    'Heller Wohnbereich mit offener Küche.',
  ),
  t(
    'Ideaal voor een gezin of als investering.',
    'Idéal pour une famille ou comme investissement.',
    'Ideal for a family or as an investment.',
    'Ideal für eine Familie oder als Kapitalanlage.',
  ),
  t(
    'Bezoek enkel op afspraak.',
    'Visites uniquement sur rendez-vous.',
    'Viewings by appointment only.',
    'Besichtigung nur nach Vereinbarung.',
  ),
  t(
    'Op wandelafstand van het station.',
    'À distance de marche de la gare.',
    'Within walking distance of the station.',
    'Zu Fuß vom Bahnhof erreichbar.',
  ),
];

const OF_SURFACE = t('van', 'de', 'of', 'mit');
const IN = TITLE_WORDS.in;

/** A type name after an adjective: lower case, but for German nouns. */
const lower = (text: string, locale: SiteLocale) => (COLUMN_OF[locale] === 'de' ? text : text.toLowerCase());

export function titleOf(facts: TextFacts, locale: SiteLocale): string {
  const words: string[] = [];
  if (facts.adjective) words.push(facts.adjective[locale], lower(facts.typeName[locale], locale));
  else words.push(facts.typeName[locale]);
  if (facts.shape === 'land' && facts.ground) {
    words.push(TITLE_WORDS.plot[locale], `${facts.ground} m²`);
  } else if (facts.shape === 'home' && facts.bedrooms) {
    words.push(String(facts.bedrooms), TITLE_WORDS.bedrooms[locale]);
    const outside = facts.garden ? TITLE_WORDS.garden : facts.terrace ? TITLE_WORDS.terrace : null;
    if (outside) words.push(TITLE_WORDS.with[locale], outside[locale]);
  } else {
    words.push(IN[locale], facts.city[locale]);
  }
  return words.join(' ');
}

export function descriptionOf(facts: TextFacts, locale: SiteLocale): string {
  const surface = facts.living ?? facts.ground;
  const opening = surface
    ? `${facts.typeName[locale]} ${OF_SURFACE[locale]} ${surface} m² ${IN[locale]} ${facts.city[locale]}.`
    : `${facts.typeName[locale]} ${IN[locale]} ${facts.city[locale]}.`;
  return [opening, ...facts.sentences.map((i) => SENTENCES[i]![locale])].join(' ');
}

/** The description as a CRM's rich-text editor may leave it: tags, a script, entities. */
export function withHtml(description: string): string {
  const [first = '', ...rest] = description.split('. ');
  return (
    `<p>${first}.</p><p><b>${rest.join('. ')}</b> &amp; more&nbsp;&eacute;l&eacute;ments</p>` +
    `<script>alert(1)</script><br/><a href="javascript:alert(2)" onclick="alert(3)">info</a>`
  );
}

/** A title with an entity and a tag. */
export const titleWithHtml = (title: string) => `${title} &amp; <b>extra</b>`;

/** The description repeated into paragraphs until it is at least 10,000 characters. */
export function longVersion(description: string): string {
  const paragraphs: string[] = [];
  let length = 0;
  for (let i = 1; length < 10_000; i++) {
    const paragraph = `${i}. ${description}`;
    paragraphs.push(paragraph);
    length += paragraph.length + 2;
  }
  return paragraphs.join('\n\n');
}
