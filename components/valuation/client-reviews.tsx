import { getTranslations } from 'next-intl/server';
import { articleHref } from '@/lib/content/article-routes';
import { getArticleByKey, getArticles } from '@/lib/content/articles';
import { TESTIMONIALS_ARTICLE_KEY, testimonialsOf } from '@/lib/content/testimonials';
import type { SiteLocale } from '@/lib/locale';
import styles from './valuation.module.css';

/** What clients say, on the valuation page: the first testimonials of the testimonials article. None: nothing. */
export async function ClientReviews({ locale }: { locale: SiteLocale }) {
  const reviews = testimonialsOf(getArticles(), locale, 3);
  if (reviews.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Pages.valuation' });
  const page = getArticleByKey(TESTIMONIALS_ARTICLE_KEY);
  const href = page ? articleHref(page, locale) : null;
  return (
    <section className={styles.band} aria-labelledby="valuation-reviews-title" data-testid="valuation-reviews">
      <h2 id="valuation-reviews-title">{t('reviewsTitle')}</h2>
      <ul className={styles.reviews}>
        {reviews.map((review, i) => (
          <li key={i}>
            <figure className={styles.review}>
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>{review.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {href && (
        <p className={styles.more}>
          <a href={href}>{t('allReviews')}</a>
        </p>
      )}
    </section>
  );
}
