import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { FormPage } from '@/components/content/form-page';
import { propertyCostInputs, PurchaseCostBlock, showsPurchaseCosts } from '@/components/property/purchase-costs';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { getProperty, MARQUEE } from '@/lib/catalogue';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { readCostInputs, type CostParams } from '@/lib/purchase-cost-inputs';
import { localizedHref } from '@/lib/routes';
import { staticAlternates } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/page-metadata';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'PurchaseCosts' });
  return pageMetadata(
    { title: t('title'), description: t('lead'), noindex: true },
    locale,
    staticAlternates(routing.locales, '/purchase-costs'),
  );
}

/**
 * The cost block of a sale page recomputed on the server for a visitor without JavaScript: its GET
 * form lands here with the property and the inputs (the detail page is static and never sees a
 * query). Anything but a property for sale goes to the sale list.
 */
export default async function PurchaseCostsPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await currentLocale();
  const params = await searchParams;
  const id = typeof params.property === 'string' && /^\d{1,12}$/.test(params.property) ? params.property : null;
  const p = id ? getProperty(locale, id) : undefined;
  if (!p || !showsPurchaseCosts(p, p.Marquee === MARQUEE.SOLD_OR_RENTED)) redirect(localizedHref('/for-sale', locale));
  const t = await getTranslations({ locale, namespace: 'PurchaseCosts' });
  const { inputs, errors } = readCostInputs(params as CostParams, propertyCostInputs(p));
  const title = p.TypeDescription.trim() || p.MainTypeName;
  return (
    <FormPage locale={locale} path="/purchase-costs" title={t('pageTitle', { title })} lead={t('lead')}>
      <p>
        <a href={canonicalPropertyPath(p, locale)}>← {t('back')}</a>
      </p>
      <PurchaseCostBlock p={p} locale={locale} inputs={inputs} errors={errors} />
    </FormPage>
  );
}
