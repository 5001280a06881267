/**
 * The answer proxy.ts gives a request it refuses before any rendering (a post that is too large,
 * malformed, from another site, or sent to an unknown address): a small translated HTML page
 * for a visitor whose browser posted a form without JavaScript, plain text for a script. Built
 * here from the messages and the theme, so a refusal costs no render and no cache entry.
 */
import { getSiteConfig } from '@/lib/content/site';
import { CV_MAX_BYTES, FORM_POST_MAX_BYTES } from '@/lib/forms/request-limits';
import type { SiteLocale } from '@/lib/locale';
import { MESSAGES } from '@/lib/messages';

export const REFUSAL_STATUS = { badRequest: 400, forbidden: 403, notFound: 404, tooLarge: 413 } as const;
export type RefusalKind = keyof typeof REFUSAL_STATUS;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const megabytes = (bytes: number) => String(Math.round(bytes / (1024 * 1024)));

/** The translated title and text of a refusal, its figures filled in. */
export function refusalText(kind: RefusalKind, locale: SiteLocale): { title: string; text: string } {
  const { title, text } = MESSAGES[locale].Refusal[kind];
  return {
    title,
    text: text.replace('{postMax}', megabytes(FORM_POST_MAX_BYTES)).replace('{cvMax}', megabytes(CV_MAX_BYTES)),
  };
}

/**
 * The HTML page of a refusal. `backHref` is a same-site path (the page the form was on); it is
 * never taken from the request unchecked.
 */
export function refusalHtml(kind: RefusalKind, locale: SiteLocale, backHref: string | null): string {
  const { title, text } = refusalText(kind, locale);
  const labels = MESSAGES[locale].Refusal;
  const site = getSiteConfig();
  const { primary, accent, text: ink, surfaceAlt } = site.theme.colors;
  const links = [
    backHref ? `<a href="${escapeHtml(backHref)}">${escapeHtml(labels.back)}</a>` : '',
    `<a href="/${locale}/">${escapeHtml(labels.home)}</a>`,
  ].join('');
  return `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(site.agency.name)}</title>
<style>body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:${ink};background:${surfaceAlt}}
main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-top:.4rem solid ${primary};border-radius:.5rem}
h1{font-size:1.5rem;line-height:1.3;color:${primary};margin:0 0 1rem}p{margin:0 0 1.5rem}
nav{display:flex;flex-wrap:wrap;gap:1rem}a{color:${accent};font-weight:600}</style></head>
<body><main><p>${escapeHtml(site.agency.name)}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><nav>${links}</nav></main></body></html>`;
}

/**
 * The refusal as a response: HTML for a browser's own form post or page request, plain text when
 * the request came from the page's script (a server-action fetch cannot show a page anyway).
 */
export function refusalResponse(
  kind: RefusalKind,
  locale: SiteLocale,
  { backHref = null, plain = false }: { backHref?: string | null; plain?: boolean } = {},
): Response {
  const status = REFUSAL_STATUS[kind];
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  if (plain) {
    return new Response(refusalText(kind, locale).title, {
      status,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(refusalHtml(kind, locale, backHref), {
    status,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  });
}
