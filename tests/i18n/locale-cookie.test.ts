import { describe, expect, it } from 'vitest';
import { rememberLanguageScript } from '@/lib/locale-cookie';

/** Runs the page's inline script against a document whose cookie string is `cookie`; returns what it wrote. */
function run(locale: 'nl' | 'fr', cookie: string): string[] {
  const written: string[] = [];
  const document = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  new Function('document', rememberLanguageScript(locale))(document);
  return written;
}

describe('the language cookie, written by the browser', () => {
  it('remembers the language of the page for a year, on the whole site', () => {
    expect(run('nl', '')).toEqual(['NEXT_LOCALE=nl;path=/;max-age=31536000;samesite=lax']);
  });

  it('replaces another language and leaves the same one alone', () => {
    expect(run('fr', 'consent=1; NEXT_LOCALE=nl')).toHaveLength(1);
    expect(run('fr', 'NEXT_LOCALE=fr; consent=1')).toEqual([]);
    expect(run('fr', 'XNEXT_LOCALE=fr')).toHaveLength(1);
  });
});
