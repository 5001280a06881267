'use client';

import { usePathname } from 'next/navigation';
import { ErrorPageContent } from '@/components/layout/error-page';
import { ERROR_PAGE_TEXT, errorPageLocaleOf } from '@/lib/error-page-text';
import './globals.css';

/**
 * When the locale layout itself failed: this replaces it, with its own <html> and <body>, and no
 * messages, theme or stylesheet of the site. The language comes from the URL, the words from the
 * table that travels with the page (lib/error-page-text).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = errorPageLocaleOf(usePathname());
  return (
    <html lang={locale}>
      <head>
        <title>{ERROR_PAGE_TEXT[locale].title}</title>
        <meta name="robots" content="noindex" />
      </head>
      <body>
        {/* The layout is what failed: load the page again from the server rather than re-render it here. */}
        <ErrorPageContent locale={locale} digest={error.digest} onRetry={() => window.location.reload()} />
      </body>
    </html>
  );
}
