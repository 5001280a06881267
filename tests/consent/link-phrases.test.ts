import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { linkPhrases } from '@/lib/consent/link-phrases';

const links = (cookie: string, privacy: string) => [
  { phrase: cookie, href: '/cookies/' },
  { phrase: privacy, href: '/privacy/' },
];

describe('the links sentence of the cookie dialog', () => {
  it('links the phrases where the sentence names them, whatever their case', () => {
    expect(linkPhrases('Read our cookie policy and our privacy statement.', links('Cookie policy', 'Privacy statement'))).toEqual([
      { text: 'Read our ' },
      { text: 'cookie policy', href: '/cookies/' },
      { text: ' and our ' },
      { text: 'privacy statement', href: '/privacy/' },
      { text: '.' },
    ]);
  });

  it('keeps the order of the sentence', () => {
    const segments = linkPhrases('See the privacy statement, then the cookie policy', links('cookie policy', 'privacy statement'));
    expect(segments.filter((s) => s.href).map((s) => s.href)).toEqual(['/privacy/', '/cookies/']);
    expect(segments.map((s) => s.text).join('')).toBe('See the privacy statement, then the cookie policy');
  });

  it('appends a phrase the sentence does not contain, so no link is lost', () => {
    expect(linkPhrases('Read our policies.', links('Cookie policy', 'Privacy statement'))).toEqual([
      { text: 'Read our policies.' },
      { text: ' ' },
      { text: 'Cookie policy', href: '/cookies/' },
      { text: ' ' },
      { text: 'Privacy statement', href: '/privacy/' },
    ]);
  });

  it.each([
    ['nl', nl],
    ['fr', fr],
    ['en', en],
    ['de', de],
  ])('finds both legal page titles inside COOKIE_WARNING_LINKS in %s', (_locale, messages) => {
    const segments = linkPhrases(
      messages.COOKIE_WARNING_LINKS,
      links(messages.Footer.links.cookiePolicy, messages.Footer.links.privacyStatement),
    );
    expect(segments.map((s) => s.text).join('')).toBe(messages.COOKIE_WARNING_LINKS);
    expect(segments.filter((s) => s.href)).toHaveLength(2);
  });
});
