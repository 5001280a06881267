import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/content/form-page';
import { CalculatorPanel } from '@/components/renovation/calculator-panel';
import { currentLocale } from '@/i18n/current-locale';
import { getProperty } from '@/lib/catalogue';
import { parseCalculatorQuery } from '@/lib/renovation/input';
import { isMeasure } from '@/lib/renovation/measures';
import { calculatorHref } from '@/lib/renovation/calculator-href';
import { formPageMetadata } from '@/lib/seo/form-page-metadata';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  return formPageMetadata(await currentLocale(), '/renovation-calculator', 'Pages.renovationCalculator');
}

type Query = Record<string, string | string[] | undefined>;

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 20) : undefined);

/**
 * The renovation-cost calculator. Its form is a GET to this page, which computes the
 * result on the server from the query (it works without JavaScript, and no calculator code is sent
 * to the browser); empty, it asks for the inputs (the renovation-advice service page links here).
 */
export default async function RenovationCalculatorPage({ searchParams }: { searchParams: Promise<Query> }) {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Pages.renovationCalculator' });
  const query = await searchParams;
  const parsed = parseCalculatorQuery(query);
  const property = text(query.propertyId) && /^\d{1,10}$/.test(text(query.propertyId)!) ? getProperty(locale, text(query.propertyId)!) : undefined;
  const values = {
    region: text(query.region),
    homeType: text(query.homeType),
    livingArea: text(query.livingArea),
    constructionYear: text(query.constructionYear),
    epcValue: text(query.epcValue),
    propertyId: property ? String(property.ID) : undefined,
    measures: [query.measures ?? []].flat().filter(isMeasure),
  };
  // The advice form posts back to this result (without JavaScript the answer is this page again,
  // and the form is only there with a result).
  const page = calculatorHref(locale, values);
  return (
    <FormPage locale={locale} path="/renovation-calculator" title={t('title')} lead={t('lead')}>
      <CalculatorPanel
        locale={locale}
        page={page}
        values={values}
        input={parsed.kind === 'valid' ? parsed.input : null}
        errors={parsed.kind === 'invalid' ? parsed.errors : undefined}
        propertyId={property?.ID}
        headingLevel={2}
      />
    </FormPage>
  );
}
