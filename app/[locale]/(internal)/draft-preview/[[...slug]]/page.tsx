import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { currentLocale } from '@/i18n/current-locale';
import { showDraftsInThisRequest } from '@/lib/content/published';
import { internalPathFor } from '@/lib/proxy/route-index';
import { currentStaff } from '@/lib/server/auth/current-staff';
import { previewLinkOpens } from '@/lib/server/content/preview-link';
import { draftContent } from '@/lib/server/content/store';
import { getDb } from '@/lib/server/db/client';
import HomePage, { generateMetadata as homeMetadata } from '@/app/[locale]/(site)/page';
import ContentPage, { generateMetadata as contentMetadata } from '@/app/[locale]/(site)/[...slug]/page';
import { PreviewRibbon } from '@/components/content/preview-ribbon';

/**
 * The preview of a page with staff's drafts: proxy.ts rewrites '/preview/nl/…' here for
 * a request with a staff session cookie or a preview token. Rendered per request, never cached;
 * the drafts live only in this request (lib/content/published), so no public page can show them.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Opens the preview once per request (the page and its metadata share it): who may, the drafts, the page. */
const openPreview = cache(async (locale: string, tail: string, token: string | null) => {
  const staff = (await currentStaff()) !== null;
  const allowed = staff || (await previewLinkOpens(getDb().db, `/preview/${locale}${tail}`, token, new Date()));
  if (!allowed) redirect(`/${locale}/staff/login/`);
  showDraftsInThisRequest(await draftContent(getDb().db));
  const internal = tail === '/' ? '/' : (internalPathFor(tail) ?? tail.replace(/\/+$/, ''));
  return { staff, internal };
});

async function previewOf({ params, searchParams }: Props) {
  const locale = await currentLocale();
  const { slug = [] } = await params;
  const tail = slug.length ? `/${slug.join('/')}/` : '/';
  const { token } = await searchParams;
  const { staff, internal } = await openPreview(locale, tail, typeof token === 'string' ? token : null);
  const slugParams = Promise.resolve({ slug: internal.split('/').filter(Boolean).map(decodeURIComponent) });
  return { locale, staff, internal, slugParams };
}

/** The draft's own title, description and social fields, as the public page will have them; never indexed. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { internal, slugParams } = await previewOf(props);
  const own = internal === '/' ? await homeMetadata() : await contentMetadata({ params: slugParams });
  return { ...own, robots: { index: false, follow: false } };
}

export default async function DraftPreview(props: Props) {
  const { locale, staff, internal, slugParams } = await previewOf(props);
  return (
    <>
      {internal === '/' ? <HomePage /> : <ContentPage params={slugParams} />}
      <PreviewRibbon locale={locale} staff={staff} />
    </>
  );
}
