import { Fragment, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Photo } from '@/components/media/photo';
import type { ArticleBlock } from '@/lib/content/article-schema';
import { ARTICLE_TEXT_PHOTO_SIZES } from '@/lib/images/slot-sizes';
import type { SiteLocale } from '@/lib/locale';
import { RichInline } from './rich-inline';
import styles from './article-body.module.css';

/** A photo's shape when the stored block does not say (a block written by hand): 3:2. */
const DEFAULT_SIZE = { width: 1200, height: 800 };

/**
 * Renders an article's structured blocks; headings start one level below the page title.
 * `jobOffers`: the article's job offers, shown where a 'job-offers' block stands, else at the end.
 */
export async function ArticleBody({ blocks, jobOffers, locale }: { blocks: ArticleBlock[]; jobOffers?: ReactNode; locale: SiteLocale }) {
  const t = await getTranslations({ locale });
  const newTabLabel = t('Common.opensInNewTab');
  const placed = blocks.some((block) => block.type === 'job-offers');
  return (
    <div className={styles.body}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'h2':
            return (
              <h2 key={i}>
                <RichInline text={block.text} locale={locale} newTabLabel={newTabLabel} />
              </h2>
            );
          case 'h3':
            return (
              <h3 key={i}>
                <RichInline text={block.text} locale={locale} newTabLabel={newTabLabel} />
              </h3>
            );
          case 'p':
            return (
              <p key={i}>
                <RichInline text={block.text} locale={locale} newTabLabel={newTabLabel} />
              </p>
            );
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <RichInline text={item} locale={locale} newTabLabel={newTabLabel} />
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return block.author ? (
              <figure key={i} className={styles.quote}>
                <blockquote>
                  <p>
                    <RichInline text={block.text} locale={locale} newTabLabel={newTabLabel} />
                  </p>
                </blockquote>
                <figcaption>{block.author}</figcaption>
              </figure>
            ) : (
              <blockquote key={i} className={styles.quote}>
                <p>
                  <RichInline text={block.text} locale={locale} newTabLabel={newTabLabel} />
                </p>
              </blockquote>
            );
          case 'image': {
            const size = block.width && block.height ? { width: block.width, height: block.height } : DEFAULT_SIZE;
            const photo = <Photo src={block.src} alt={block.alt} width={size.width} height={size.height} sizes={ARTICLE_TEXT_PHOTO_SIZES} loading="lazy" />;
            return block.caption ? (
              <figure key={i} className={styles.photo}>
                {photo}
                <figcaption>{block.caption}</figcaption>
              </figure>
            ) : (
              <div key={i} className={styles.photo}>
                {photo}
              </div>
            );
          }
          case 'job-offers':
            return <Fragment key={i}>{jobOffers}</Fragment>;
        }
      })}
      {!placed && jobOffers}
    </div>
  );
}
