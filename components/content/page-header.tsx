import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbListJsonLd } from '@/lib/seo/structured-data';
import { Breadcrumb, type Crumb } from './breadcrumb';
import styles from './page-header.module.css';

/** The band at the top of a content page: breadcrumb (with its schema.org BreadcrumbList), the page's h1 and an optional lead. */
export function PageHeader({
  title,
  lead,
  crumbs,
  breadcrumbLabel,
  children,
}: {
  title: string;
  lead?: string;
  crumbs: Crumb[];
  breadcrumbLabel: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.band}>
      <div className="container">
        <Breadcrumb label={breadcrumbLabel} crumbs={crumbs} />
        <JsonLd data={breadcrumbListJsonLd(crumbs)} />
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}
