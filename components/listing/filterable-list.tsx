'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import type { FormEvent } from 'react';
import type { SiteLocale } from '@/lib/locale';
import type { ListItem } from '@/lib/listing/list-entries';
import { applyListQuery, listQueryParams, parseListQuery } from '@/lib/listing/list-query';
import { ListView, type ListLabels, type ListOptions } from './list-view';

/**
 * The list's client island: reads filters, sort and page from the URL and shows the matching
 * cards. The static page renders the unfiltered first page; this takes over after hydration.
 */
export function FilterableList(props: {
  locale: SiteLocale;
  items: ListItem[];
  perPage: number;
  perRow: number;
  options: ListOptions;
  labels: ListLabels;
  country?: string | null;
}) {
  const searchParams = useSearchParams();
  const router = useRouter();
  const query = parseListQuery(searchParams);
  const result = applyListQuery(props.items, query, props.perPage);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = parseListQuery({ get: (name) => (data.get(name) as string | null) || null });
    const search = listQueryParams({ ...next, page: 1 }).toString();
    router.push(search ? `?${search}` : '?', { scroll: false });
  };

  return <ListView {...props} query={query} result={result} onSubmit={onSubmit} />;
}
