import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { detailRouteAt } from '@/components/property/detail-route';
import { isPropertyFormKind } from '@/lib/forms/leads/registry';

/**
 * A property's page with one request of its 'contact the agency' block open, for a visitor without
 * JavaScript: proxy.ts rewrites '/fr/a-vendre/ixelles/…/4012345/?request=visit' here
 * ('/fr/detail-request/visit/for-sale/ixelles/…/4012345') and the page, rendered per request, is the
 * prerendered one with that form in place of the question's. Its canonical link is the page's own.
 * A request for this path itself meets the proxy's 404 (lib/proxy/page-verdict).
 */
// Per request, never kept: a kept copy would outlive the property's data, which a CRM sync
// revalidates at the page's own paths only.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ request: string; slug: string[] }> };

async function load(props: Props) {
  const { request, slug } = await props.params;
  const found = detailRouteAt(slug);
  if (!found || !isPropertyFormKind(request)) notFound();
  return { ...found, request };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { route, params } = await load(props);
  return route.generateMetadata({ params: Promise.resolve(params) });
}

export default async function DetailRequestPage(props: Props) {
  const { route, params, request } = await load(props);
  return <route.Page params={Promise.resolve(params)} request={request} />;
}
