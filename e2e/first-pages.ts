import { localizedHref } from '@/lib/routes';

/**
 * The pages a visitor sees first, one per kind, across the four languages: what the
 * visual checks (e2e/visual-checks.spec.ts) measure and the screenshots (docs/screenshots/) show.
 */
export const FIRST_PAGES = [
  { name: 'home', path: '/nl/' },
  { name: 'sale list', path: localizedHref('/for-sale', 'nl') },
  {
    name: 'detail',
    path: '/fr/a-vendre/ixelles/appartement-2-chambres-avec-terrasse-au-chatelain/4012345/',
  },
  { name: 'valuation', path: localizedHref('/contact-demand', 'en') },
  { name: 'contact', path: localizedHref('/contact', 'de') },
] as const;
