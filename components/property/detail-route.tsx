import type { Metadata } from 'next';
import { PAGE_ROUTES, type InternalPathname, type PageRoute } from '@/lib/routes/registry';
import { detailMetadata, detailStaticParams, PropertyDetail, type DetailRouteProps } from './property-detail';

type DetailPathname = { [K in InternalPathname]: (typeof PAGE_ROUTES)[K] extends { detail: object } ? K : never }[InternalPathname];

/**
 * The exports of a property detail route folder, from its entry in the route registry: the goal
 * and the country sub-list it is reached from. Every form of the page is the same page; only the
 * breadcrumb and the redirect of wrong slugs differ.
 */
export function detailRoute(internal: DetailPathname) {
  const { goal, country } = (PAGE_ROUTES[internal] as PageRoute).detail!;
  return {
    generateStaticParams: ({ params }: { params: { locale: string } }) => detailStaticParams(goal, params.locale, country),
    generateMetadata: (props: DetailRouteProps): Promise<Metadata> => detailMetadata(goal, props, country),
    Page: function PropertyDetailPage(props: DetailRouteProps) {
      return <PropertyDetail goal={goal} props={props} country={country} />;
    },
  };
}
