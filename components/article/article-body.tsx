import { Fragment, type ReactNode } from 'react';
import type { ArticleBlock } from '@/lib/content/article-schema';
import styles from './article-body.module.css';

/**
 * Renders an article's structured blocks; headings start one level below the page title.
 * `jobOffers`: the article's job offers, shown where a 'job-offers' block stands, else at the end.
 */
export function ArticleBody({ blocks, jobOffers }: { blocks: ArticleBlock[]; jobOffers?: ReactNode }) {
  const placed = blocks.some((block) => block.type === 'job-offers');
  return (
    <div className={styles.body}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'h2':
            return <h2 key={i}>{block.text}</h2>;
          case 'h3':
            return <h3 key={i}>{block.text}</h3>;
          case 'p':
            return <p key={i}>{block.text}</p>;
          case 'ul':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case 'quote':
            return (
              <figure key={i} className={styles.quote}>
                <blockquote>
                  <p>{block.text}</p>
                </blockquote>
                <figcaption>{block.author}</figcaption>
              </figure>
            );
          case 'job-offers':
            return <Fragment key={i}>{jobOffers}</Fragment>;
        }
      })}
      {!placed && jobOffers}
    </div>
  );
}
