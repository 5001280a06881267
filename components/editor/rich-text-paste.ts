/**
 * What the formatted-text editor (./rich-text-editor) does with what staff type or paste, apart
 * from TipTap: unit-tested in a DOM without it.
 */
import { MEDIA_SRC } from '@/lib/content/rich-text';
import { textLinkHref } from '@/lib/content/text-links';

/** What the staff member typed in the link field, as a link the text may carry, or null. */
export function typedLink(raw: string): string | null {
  const value = raw.trim();
  if (/^[^\s@/:]+@[^\s@/]+\.[a-z]{2,}$/i.test(value)) return textLinkHref(`mailto:${value}`);
  if (/^\+?[\d\s().\/-]{6,}$/.test(value)) return textLinkHref(`tel:${value}`);
  if (/^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(value))
    return textLinkHref(`https://${value}`);
  return textLinkHref(value);
}

/**
 * A paste from Word, Google Docs or a web page, before the editor reads it: Word's list
 * paragraphs become lists, h1 and h4–h6 the two heading levels, and links and photos the
 * text may not carry are taken out (their words stay) and counted, to tell the staff member.
 */
export function cleanPastedHtml(html: string, refused: { links: number; images: number }): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc
    .querySelectorAll('script, style, meta, link, title, template, iframe, object, embed, svg')
    .forEach((el) => el.remove());
  for (const a of Array.from(doc.querySelectorAll('a'))) {
    const href = a.getAttribute('href');
    if (href !== null && textLinkHref(href) === null && !href.startsWith('#')) refused.links++;
    if (href === null || textLinkHref(href) === null) a.replaceWith(...Array.from(a.childNodes));
  }
  for (const img of Array.from(doc.querySelectorAll('img'))) {
    if (!MEDIA_SRC.test(img.getAttribute('src') ?? '')) {
      refused.images++;
      img.remove();
    }
  }
  for (const heading of Array.from(doc.querySelectorAll('h1, h4, h5, h6'))) {
    const renamed = doc.createElement(heading.tagName === 'H1' ? 'h2' : 'h3');
    renamed.append(...Array.from(heading.childNodes));
    heading.replaceWith(renamed);
  }
  // Word: <p class="MsoListParagraph…"><span style="mso-list:Ignore">1.</span>Text</p>, one per item.
  let list: HTMLElement | null = null;
  for (const p of Array.from(doc.querySelectorAll('p'))) {
    const style = p.getAttribute('style') ?? '';
    if (!/MsoListParagraph/i.test(p.className) && !/mso-list:/i.test(style)) {
      list = null;
      continue;
    }
    const marker = p.querySelector('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]');
    const numbered = /^\s*[\da-z]{1,3}[.)]/i.test(marker?.textContent ?? '');
    marker?.remove();
    const kind = numbered ? 'OL' : 'UL';
    if (!list || list.tagName !== kind || list.nextElementSibling !== p) {
      list = doc.createElement(kind.toLowerCase());
      p.before(list);
    }
    const item = doc.createElement('li');
    item.append(...Array.from(p.childNodes));
    list.append(item);
    p.remove();
  }
  return doc.body.innerHTML;
}

