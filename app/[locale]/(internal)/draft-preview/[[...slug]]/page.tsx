import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentLocale } from '@/i18n/current-locale';
import { showDraftsInThisRequest } from '@/lib/content/published';
import { internalPathFor } from '@/lib/proxy/route-index';
import { currentStaff } from '@/lib/server/auth/current-staff';
import { previewLinkOpens } from '@/lib/server/content/preview-link';
import { draftContent } from '@/lib/server/content/store';
import { getDb } from '@/lib/server/db/client';
import HomePage from '@/app/[locale]/(site)/page';
import ContentPage from '@/app/[locale]/(site)/[...slug]/page';
import { PreviewRibbon } from '@/components/content/preview-ribbon';

/**
 * The preview of a page with staff's drafts: proxy.ts rewrites '/preview/nl/…' here for
 * a request with a staff session cookie or a preview token. Rendered per request, never cached;
 * the drafts live only in this request (lib/content/published), so no public page can show them.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function DraftPreview({ params, searchParams }: Props) {
  const locale = await currentLocale();
  const { slug = [] } = await params;
  const tail = slug.length ? `/${slug.join('/')}/` : '/';
  const { token } = await searchParams;
  const staff = (await currentStaff()) !== null;
  const allowed = staff || (await previewLinkOpens(getDb().db, `/preview/${locale}${tail}`, typeof token === 'string' ? token : null, new Date()));
  if (!allowed) redirect(`/${locale}/staff/login/`);
  showDraftsInThisRequest(await draftContent(getDb().db));
  const internal = tail === '/' ? '/' : (internalPathFor(tail) ?? tail.replace(/\/+$/, ''));
  return (
    <>
      {internal === '/' ? <HomePage /> : <ContentPage params={Promise.resolve({ slug: internal.split('/').filter(Boolean).map(decodeURIComponent) })} />}
      <PreviewRibbon locale={locale} staff={staff} />
    </>
  );
}
