import type { Metadata } from 'next';
import type { PropertyFormKind } from '@/lib/forms/leads/registry';
import type { DetailParams } from '@/lib/property/detail-paths';
import { PAGE_ROUTES, routesWhere, type InternalPathname, type PageRoute } from '@/lib/routes/registry';
import { detailMetadata, detailStaticParams, PropertyDetail, type DetailRouteProps } from './property-detail';

type DetailPathname = { [K in InternalPathname]: (typeof PAGE_ROUTES)[K] extends { detail: object } ? K : never }[InternalPathname];

/**
 * The exports of a property detail route folder, from its entry in the route registry: the goal
 * and the country sub-list it is reached from. Every form of the page is the same page; only the
 * breadcrumb and the redirect of wrong slugs differ. `request` opens one request of the contact
 * block (app/[locale]/(internal)/detail-request: the no-JavaScript form of the choice).
 */
export function detailRoute(internal: DetailPathname) {
  const { goal, country } = (PAGE_ROUTES[internal] as PageRoute).detail!;
  return {
    generateStaticParams: ({ params }: { params: { locale: string } }) => detailStaticParams(goal, params.locale, country),
    generateMetadata: (props: DetailRouteProps): Promise<Metadata> => detailMetadata(goal, props, country),
    Page: function PropertyDetailPage(props: DetailRouteProps & { request?: PropertyFormKind }) {
      return <PropertyDetail goal={goal} props={props} country={country} request={props.request} />;
    },
  };
}

const DETAIL_PATHNAMES = routesWhere((route) => route.detail !== undefined) as DetailPathname[];

/** The detail route whose internal path the segments fill ('for-sale', 'ixelles', 'maison', '4012345'), with its params. */
export function detailRouteAt(segments: string[]): { route: ReturnType<typeof detailRoute>; params: DetailParams } | null {
  for (const internal of DETAIL_PATHNAMES) {
    const pattern = internal.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const name = /^\[(\w+)\]$/.exec(part)?.[1];
      if (name) params[name] = segments[i]!;
      return name !== undefined || part === segments[i];
    });
    if (fits) return { route: detailRoute(internal), params: params as DetailParams };
  }
  return null;
}
