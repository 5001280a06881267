import type { ReactNode } from 'react';

/**
 * Content in `lang` when it is another language than the page's (text shown by the language rule,
 * lib/content/translations): wrapped in an element that says so; else as it is.
 */
export function InLanguage({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  return lang ? <div lang={lang}>{children}</div> : children;
}
