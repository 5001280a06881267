import type { Landing } from './landing-pages';

type LandingKey = 'titleSale' | 'titleRent' | 'leadSale' | 'leadRent' | 'place';
/** A translator of the messages' `Landing` namespace. */
export type LandingTranslate = (key: LandingKey, values: Record<string, string | number>) => string;

/**
 * A landing page's heading and description: 'Appartementen te koop in Elsene', 'Appartementen te
 * koop in Elsene (1050): 4 panden bij …'; a town without a postal code is named alone.
 */
export function landingTexts(landing: Landing, t: LandingTranslate, agency: string): { title: string; lead: string } {
  const sale = landing.goal === 'sale';
  const { name: city, zip } = landing.city;
  return {
    title: t(sale ? 'titleSale' : 'titleRent', { type: landing.typeName, city }),
    lead: t(sale ? 'leadSale' : 'leadRent', {
      type: landing.typeName,
      place: zip ? t('place', { city, zip }) : city,
      count: landing.properties.length,
      agency,
    }),
  };
}
