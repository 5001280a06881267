import type { Metadata } from 'next';
import { Photo } from '@/components/media/photo';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/article/article-body';
import { JobOffers } from '@/components/article/job-offers';
import type { Crumb } from '@/components/content/breadcrumb';
import { PageHeader } from '@/components/content/page-header';
import { SiteFormIsland } from '@/components/forms/form-island';
import { SiteFrame } from '@/components/layout/site-frame';
import { CalculatorForm } from '@/components/renovation/calculator-form';
import { MenuPageView } from '@/components/content/menu-page-view';
import { routing } from '@/i18n/routing';
import { articleHref } from '@/lib/content/article-routes';
import type { Article } from '@/lib/content/article-schema';
import { contentSlugs, resolveContentPage } from '@/lib/content/resolve-page';
import { getCategories } from '@/lib/content/categories';
import { newsItems } from '@/lib/content/news';
import { JsonLd } from '@/components/seo/json-ld';
import { newsArticleJsonLd } from '@/lib/seo/structured-data';
import newsStyles from '@/components/news/news.module.css';
import { longDate } from '@/lib/dates';
import { localizedHref } from '@/lib/routes';
import { isSiteLocale } from '@/lib/locale';
import { alternatesOf, type Alternates } from '@/lib/seo/alternates';
import { menuPageAlternates, menuPageMetadata } from '@/lib/seo/menu-page-metadata';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from './content-page.module.css';
import { currentLocale } from '@/i18n/current-locale';

type Props = { params: Promise<{ slug: string[] }> };

/** Articles that carry a form: visitors leave a testimonial; owners ask for property management. */
const ARTICLE_FORMS: Record<string, 'testimonial' | 'property-management'> = {
  testimonials: 'testimonial',
  'you-are-owner': 'property-management',
};

/** The renovation and energy advice service carries the renovation calculator, blank. */
const CALCULATOR_ARTICLE = 'service-3';

// Only prerendered paths: proxy.ts sends every other path to the static 404 page before it gets
// here (lib/proxy/page-verdict), and anything that slips past answers 404 without being rendered
// and written to the page cache.
//
// It also keeps the client router from predicting this route. With a fallback allowed here and on
// the language layout, Next 16.3+'s router took a localized list path for this catch-all with the
// URL's own segment (/fr/a-vendre/ → slug 'a-vendre') and prefetched that segment without asking
// for the route tree; the server holds it only under the rewritten slug ('for-sale'), answered it
// as postponed, and the router asked again, about 50 times a second without end (2,397
// requests in 12 s from an open /fr/; 30 once the route has no fallback). e2e/idle-traffic.spec.ts
// guards it.
export const dynamicParams = false;

// Rendered again at most once a day (in the background, on a visit): a job offer past its last
// day leaves the jobs page and its structured data without a new build (components/article/job-offers).
export const revalidate = 86400;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isSiteLocale(params.locale)) return [];
  return contentSlugs(params.locale).map((slug) => ({ slug }));
}

function articleAlternates(article: Article): Alternates {
  return alternatesOf(routing.locales, (l) => articleHref(article, l));
}

async function load(props: Props) {
  const locale = await currentLocale();
  const { slug } = await props.params;
  const content = resolveContentPage(slug, locale);
  if (!content) notFound();
  return { locale, content };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, content } = await load(props);
  if (content.kind === 'menu') return menuPageMetadata(content.page, locale, menuPageAlternates(content.page));
  const { article } = content;
  return pageMetadata(
    {
      title: article.metadata[locale].title,
      description: article.metadata[locale].description,
      ogType: 'article',
      image: article.image?.url,
    },
    locale,
    articleAlternates(article),
  );
}

export default async function ContentPage(props: Props) {
  const { locale, content } = await load(props);
  if (content.kind === 'menu') return <MenuPageView page={content.page} locale={locale} />;

  const t = await getTranslations({ locale });
  const home: Crumb = { label: t('Common.home'), href: `/${locale}/` };
  const { article } = content;
  const form = ARTICLE_FORMS[article.key];
  const news = newsItems([article], getCategories(), locale)[0];
  return (
    <SiteFrame locale={locale} alternates={articleAlternates(article)}>
      <PageHeader
        title={article.title[locale]}
        lead={article.intro[locale]}
        crumbs={news ? [home, { label: t('News.title'), href: localizedHref('/news', locale) }, { label: article.title[locale] }] : [home, { label: article.title[locale] }]}
        breadcrumbLabel={t('Common.breadcrumb')}
      >
        {news?.date && (
          <p className={newsStyles.date} data-testid="news-date">
            <time dateTime={news.date}>{longDate(news.date, locale)}</time>
          </p>
        )}
      </PageHeader>
      <div className={`container ${styles.article}`}>
        {article.image && (
          <div className={styles.image}>
            <Photo src={article.image.url} alt={article.image.alt[locale]} fill sizes="(min-width: 1280px) 1200px, 100vw" preload fetchPriority="high" />
          </div>
        )}
        <ArticleBody blocks={article.body[locale]} jobOffers={<JobOffers article={article} locale={locale} />} locale={locale} />
        {news && <JsonLd data={newsArticleJsonLd(news, locale)} />}
        {article.key === CALCULATOR_ARTICLE && (
          <section className={styles.form} aria-labelledby="article-calculator-title" data-testid="renovation-calculator">
            <h2 id="article-calculator-title">{t('Pages.renovationCalculator.title')}</h2>
            <p>{t('Pages.renovationCalculator.lead')}</p>
            <CalculatorForm locale={locale} values={{}} idPrefix="service-calculator" />
          </section>
        )}
        {form && (
          <section className={styles.form} aria-labelledby="article-form-title">
            <h2 id="article-form-title">{t(`Pages.articleForms.${form}`)}</h2>
            <SiteFormIsland form={form} locale={locale} page={articleHref(article, locale) ?? `/${locale}/`} />
          </section>
        )}
      </div>
    </SiteFrame>
  );
}
