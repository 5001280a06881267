import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbListJsonLd } from '@/lib/seo/structured-data';
import { Breadcrumb, type Crumb } from './breadcrumb';
import styles from './page-header.module.css';

/**
 * The band at the top of a content page: breadcrumb (with its schema.org BreadcrumbList), the
 * page's h1 and an optional lead. `compact`: a property list's page, whose first property must show
 * in a phone's first screen. `lang`: the language of the title and lead when it is not the page's
 * (content shown in another language: lib/content/translations).
 */
export function PageHeader({
  title,
  lead,
  crumbs,
  breadcrumbLabel,
  compact = false,
  lang,
  children,
}: {
  title: string;
  lead?: string;
  lang?: string;
  crumbs: Crumb[];
  breadcrumbLabel: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={compact ? `${styles.band} ${styles.compact}` : styles.band}>
      <div className="container">
        <Breadcrumb label={breadcrumbLabel} crumbs={crumbs} />
        <JsonLd data={breadcrumbListJsonLd(crumbs)} />
        <h1 className={styles.title} lang={lang}>
          {title}
        </h1>
        {lead && (
          <p className={styles.lead} lang={lang}>
            {lead}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
