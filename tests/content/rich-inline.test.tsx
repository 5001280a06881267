import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichInline, textLinkTarget } from '@/components/article/rich-inline';
import { localizedHref } from '@/lib/routes';

describe('the links of an article text on the site', () => {
  it.each([
    ['/contact', 'nl', localizedHref('/contact', 'nl')],
    ['/contact?x=1#form', 'fr', `${localizedHref('/contact', 'fr')}?x=1#form`],
    ['/nl/nieuws/een-artikel/', 'fr', '/nl/nieuws/een-artikel/'],
    ['/media/3-0123456789abcdef.jpg', 'nl', '/media/3-0123456789abcdef.jpg'],
    ['https://example.be', 'nl', 'https://example.be'],
    ['tel:+3221234567', 'de', 'tel:+3221234567'],
  ] as const)('%s in %s goes to %s', (href, locale, target) => {
    expect(textLinkTarget(href, locale)).toBe(target);
  });

  it('opens a link elsewhere in a new tab with rel="noopener noreferrer", and says so', () => {
    const html = renderToStaticMarkup(
      <RichInline
        locale="nl"
        newTabLabel="opent in een nieuw tabblad"
        text={[{ text: 'Zie ' }, { text: 'de partner', bold: true, href: 'https://example.be' }, { text: ' of ' }, { text: 'contact', href: '/contact' }, { text: '.', italic: true }]}
      />,
    );
    expect(html).toBe(
      `Zie <a href="https://example.be" target="_blank" rel="noopener noreferrer"><strong>de partner</strong><span class="visually-hidden"> (opent in een nieuw tabblad)</span></a> of <a href="${localizedHref('/contact', 'nl')}">contact</a><em>.</em>`,
    );
  });
});
