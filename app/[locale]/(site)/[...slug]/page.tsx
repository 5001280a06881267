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
import { InLanguage } from '@/components/content/in-language';
import { UntranslatedNote } from '@/components/content/untranslated-note';
import { articleHref, articleShownHrefs, articleTranslations } from '@/lib/content/article-routes';
import { languageRule } from '@/lib/content/languages';
import { contentSlugs, resolveContentPage } from '@/lib/content/resolve-page';
import { getCategories } from '@/lib/content/categories';
import { newsItems } from '@/lib/content/news';
import { JsonLd } from '@/components/seo/json-ld';
import { newsArticleJsonLd } from '@/lib/seo/structured-data';
import newsStyles from '@/components/news/news.module.css';
import { longDate } from '@/lib/dates';
import { localizedHref } from '@/lib/routes';
import { isSiteLocale } from '@/lib/locale';
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

async function load(props: Props) {
  const locale = await currentLocale();
  const { slug } = await props.params;
  const content = resolveContentPage(slug, locale);
  if (!content) notFound();
  return { locale, content };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, content } = await load(props);
  if (content.kind === 'menu') return menuPageMetadata(content.page, locale, menuPageAlternates(content.page), content.language);
  // `language`: the article's own, or the one it falls back to (lib/content/translations).
  const { article, language } = content;
  return pageMetadata(
    {
      title: article.metadata[language]?.title || article.title[language] || '',
      description: article.metadata[language]?.description || article.intro[language] || '',
      ogType: 'article',
      image: article.image?.url,
    },
    locale,
    articleTranslations(article),
    language,
  );
}

export default async function ContentPage(props: Props) {
  const { locale, content } = await load(props);
  if (content.kind === 'menu') return <MenuPageView page={content.page} locale={locale} language={content.language} />;

  const t = await getTranslations({ locale });
  const home: Crumb = { label: t('Common.home'), href: `/${locale}/` };
  const { article, language } = content;
  // Not written in this language: shown in `language`'s text, marked with its lang (lib/content/translations).
  const lang = language === locale ? undefined : language;
  const title = article.title[language] ?? '';
  const form = ARTICLE_FORMS[article.key];
  // The job offers are in the page's language, inside text that may not be.
  const jobOffers = (
    <InLanguage lang={lang && locale}>
      <JobOffers article={article} locale={locale} />
    </InLanguage>
  );
  const news = newsItems([article], getCategories(), locale)[0];
  const crumb: Crumb = { label: title, lang };
  return (
    <SiteFrame locale={locale} alternates={articleShownHrefs(article, languageRule())}>
      <PageHeader
        title={title}
        lead={article.intro[language]}
        lang={lang}
        crumbs={news ? [home, { label: t('News.title'), href: localizedHref('/news', locale) }, crumb] : [home, crumb]}
        breadcrumbLabel={t('Common.breadcrumb')}
      >
        {lang && <UntranslatedNote locale={locale} language={lang} />}
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
        <InLanguage lang={lang}>
          <ArticleBody blocks={article.body[language] ?? []} jobOffers={jobOffers} locale={locale} />
        </InLanguage>
        {/* A news item's structured data is its own page's: a page shown in another language's text points there (canonical). */}
        {news && !lang && <JsonLd data={newsArticleJsonLd(news, locale)} />}
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
