'use client';

import { useMemo, type ReactNode } from 'react';
import { postingTo } from '@/components/forms/posting-to';

/**
 * A form of the editor whose server action (bound on the server) posts to `page` without
 * JavaScript: a server component's form would get `action=""`, which is not valid HTML.
 */
export function PostingForm({
  action,
  page,
  className,
  children,
}: {
  action: (formData: FormData) => Promise<void>;
  page: string;
  className?: string;
  children: ReactNode;
}) {
  const posting = useMemo(() => postingTo(action, page), [action, page]);
  return (
    <form action={posting} className={className}>
      {children}
    </form>
  );
}
