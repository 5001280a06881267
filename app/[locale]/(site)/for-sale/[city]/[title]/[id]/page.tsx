import type { Metadata } from 'next';
import {
  detailMetadata,
  detailStaticParams,
  PropertyDetail,
  type DetailRouteProps,
} from '@/components/property/property-detail';

// Wrong slugs reach the page on demand and are redirected to the canonical path.
export const dynamicParams = true;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return detailStaticParams('sale', params.locale);
}

export function generateMetadata(props: DetailRouteProps): Promise<Metadata> {
  return detailMetadata('sale', props);
}

export default function ForSalePropertyPage(props: DetailRouteProps) {
  return <PropertyDetail goal="sale" props={props} />;
}
