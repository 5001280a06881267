'use client';

import { usePathname, useRouter } from 'next/navigation';
import { startTransition } from 'react';
import { ErrorPageContent } from '@/components/layout/error-page';
import { ERROR_PAGE_TEXT, errorPageLocaleOf } from '@/lib/error-page-text';

/**
 * The error boundary of every page under the language: a page that failed to render shows the
 * translated error page inside the locale layout (the error itself is in the log with the request's
 * id, instrumentation.ts onRequestError). Without the site's frame, which may be what failed.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = errorPageLocaleOf(usePathname());
  const router = useRouter();
  // A server component's error comes back unless the server renders the page again.
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <>
      <title>{ERROR_PAGE_TEXT[locale].title}</title>
      <meta name="robots" content="noindex" />
      <ErrorPageContent locale={locale} digest={error.digest} onRetry={retry} />
    </>
  );
}
