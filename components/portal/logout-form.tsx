'use client';

import { useMemo } from 'react';
import { postingTo } from '@/components/forms/posting-to';

/** The portal's logout button: a form posting to its page's URL (components/forms/posting-to). */
export function LogoutForm({
  action,
  page,
  label,
}: {
  action: () => Promise<void>;
  page: string;
  label: string;
}) {
  const posting = useMemo(() => postingTo(action, page), [action, page]);
  return (
    <form action={posting}>
      <button type="submit" className="button button-outline">
        {label}
      </button>
    </form>
  );
}
