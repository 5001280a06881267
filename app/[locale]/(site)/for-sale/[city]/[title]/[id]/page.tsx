import { detailRoute } from '@/components/property/detail-route';

const route = detailRoute('/for-sale/[city]/[title]/[id]');

// Wrong slugs reach the page on demand and are redirected to the canonical path.
export const dynamicParams = true;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
