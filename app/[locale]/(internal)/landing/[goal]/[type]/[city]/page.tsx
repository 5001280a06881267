import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/content/page-header';
import { SiteFrame } from '@/components/layout/site-frame';
import { LandingBody } from '@/components/listing/landing-body';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { getSiteConfig } from '@/lib/content/site';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import {
  GOAL_LIST_PATH,
  landingAlternates,
  landingAt,
  landingPages,
  type Landing,
  type LandingGoal,
} from '@/lib/listing/landing-pages';
import { landingTexts } from '@/lib/listing/landing-texts';
import { localizedHref } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

/**
 * A landing page: one type in one town, for sale or for rent (lib/listing/landing-pages).
 * proxy.ts rewrites '/nl/te-koop/appartementen/elsene/' here ('/nl/landing/sale/appartementen/elsene')
 * only when that combination has properties; a combination the CRM adds after the build renders
 * on demand, anything else gets the 404 page before reaching this folder.
 */
type Props = { params: Promise<{ goal: string; type: string; city: string }> };

const GOALS: readonly LandingGoal[] = ['sale', 'rent'];

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isSiteLocale(params.locale)) return [];
  const locale = params.locale;
  return GOALS.flatMap((goal) =>
    landingPages(locale, goal).map((l) => ({ goal, type: l.typeSlug, city: l.citySlug })),
  );
}

async function load(props: Props) {
  const locale = await currentLocale();
  const { goal, type, city } = await props.params;
  const landing = GOALS.includes(goal as LandingGoal)
    ? landingAt(locale, goal as LandingGoal, type, city)
    : undefined;
  if (!landing) notFound();
  return { locale, landing };
}

const alternatesFor = (landing: Landing) => landingAlternates(landing, routing.locales);

async function textsOf(landing: Landing, locale: SiteLocale) {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  return landingTexts(landing, t, getSiteConfig().agency.name);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, landing } = await load(props);
  const { title, lead } = await textsOf(landing, locale);
  return pageMetadata(
    { title, description: lead },
    locale,
    alternatesFor(landing),
  );
}

export default async function LandingPage(props: Props) {
  const { locale, landing } = await load(props);
  const t = await getTranslations({ locale });
  const { title, lead } = await textsOf(landing, locale);
  const listPath = GOAL_LIST_PATH[landing.goal];
  const crumbs = [
    { label: t('Common.home'), href: `/${locale}/` },
    {
      label: t(landing.goal === 'sale' ? 'Common.forSale' : 'Common.forRent'),
      href: localizedHref(listPath, locale),
    },
    { label: title },
  ];
  return (
    <SiteFrame locale={locale} alternates={alternatesFor(landing)} currentPath={listPath}>
      <PageHeader
        title={title}
        lead={lead}
        crumbs={crumbs}
        breadcrumbLabel={t('Common.breadcrumb')}
      />
      <LandingBody landing={landing} locale={locale} />
    </SiteFrame>
  );
}
