/**
 * A content page staff published after the build: the catch-all prerenders only the
 * paths of the committed JSON and refuses others (its `dynamicParams = false` guards the client
 * router, see there). proxy.ts rewrites a published path the build did not know here
 * ('/nl/content-added/nieuws/ons-nieuw-kantoor'); it renders on demand and is cached like the rest.
 */
export { default, generateMetadata } from '@/app/[locale]/(site)/[...slug]/page';

export function generateStaticParams() {
  return [];
}
