import type { Metadata } from 'next';
import {
  detailMetadata,
  detailStaticParams,
  PropertyDetail,
  type DetailRouteProps,
} from '@/components/property/property-detail';

/**
 * The detail variant reached from the 'international' sub-list (SPEC §2.2): the same page, its breadcrumb
 * through the sub-list, its canonical link on the plain detail URL. Wrong slugs are redirected.
 */
export const dynamicParams = true;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return detailStaticParams('sale', params.locale, 'international');
}

export function generateMetadata(props: DetailRouteProps): Promise<Metadata> {
  return detailMetadata('sale', props, 'international');
}

export default function ForSaleInternationalPropertyPage(props: DetailRouteProps) {
  return <PropertyDetail goal="sale" props={props} country="international" />;
}
