import { Photo } from '@/components/media/photo';
import { getTranslations } from 'next-intl/server';
import { ArticleBody } from '@/components/article/article-body';
import { InLanguage } from '@/components/content/in-language';
import { JobOffers } from '@/components/article/job-offers';
import { getArticle } from '@/lib/content/articles';
import { articleHref } from '@/lib/content/article-routes';
import { languageRule } from '@/lib/content/languages';
import { articleShownLanguage } from '@/lib/content/translations';
import type { PageModule } from '@/lib/content/menu-schema';
import type { SiteLocale } from '@/lib/locale';
import { ModuleHeading } from './module-heading';
import { moduleImageSizes } from '@/lib/images/slot-sizes';
import { columnsOf } from './module-columns';
import styles from './article-module.module.css';

/**
 * An article module: 'card-view' shows the image, title and intro as a card (linking to the
 * article's own page when it has one); 'single-view' (and the default) shows the whole article.
 * An article not written in the page's language is shown as the language rule says
 * (lib/content/translations): in another language's text, marked with its `lang`, or not at all.
 */
export async function ArticleModule({ module, locale }: { module: PageModule; locale: SiteLocale }) {
  const article = getArticle(module.relations.id);
  const t = await getTranslations({ locale });
  if (!article) return <p role="alert">{t('Errors.invalidView')}</p>;
  const language = articleShownLanguage(article, locale, languageRule());
  if (!language) return null;
  const lang = language === locale ? undefined : language;
  const href = articleHref(article, locale);
  // The job offers are in the page's language, inside text that may not be.
  const jobOffers = (
    <InLanguage lang={lang && locale}>
      <JobOffers article={article} locale={locale} />
    </InLanguage>
  );

  if (module.view === 'card-view') {
    return (
      <article className={styles.card}>
        {article.image && (
          <div className={styles.cardImage}>
            <Photo src={article.image.url} alt={article.image.alt[locale]} fill sizes={moduleImageSizes(columnsOf(module), 'card')} />
          </div>
        )}
        <div className={styles.cardText}>
          <ModuleHeading module={module} locale={locale} />
          <h2 className={styles.cardTitle} lang={lang}>
            {article.title[language]}
          </h2>
          <p lang={lang}>{article.intro[language]}</p>
          {!href && (
            <InLanguage lang={lang}>
              <ArticleBody blocks={article.body[language] ?? []} jobOffers={jobOffers} locale={locale} />
            </InLanguage>
          )}
          {href && (
            <a href={href} className="button button-outline">
              {t('Common.readMore')}
            </a>
          )}
        </div>
      </article>
    );
  }

  return (
    <article className={styles.single}>
      <ModuleHeading module={module} locale={locale} />
      {article.image && (
        <div className={styles.singleImage}>
          <Photo src={article.image.url} alt={article.image.alt[locale]} fill sizes={moduleImageSizes(columnsOf(module))} />
        </div>
      )}
      <h2 lang={lang}>{article.title[language]}</h2>
      <p className={styles.intro} lang={lang}>
        {article.intro[language]}
      </p>
      <InLanguage lang={lang}>
        <ArticleBody blocks={article.body[language] ?? []} jobOffers={jobOffers} locale={locale} />
      </InLanguage>
      {href && (
        <a href={href} className={styles.more}>
          {t('Common.readMore')}
        </a>
      )}
    </article>
  );
}
