import type { ReactNode } from 'react';
import { PROPERTY_SECTIONS, type PropertyFormKind } from '@/lib/forms/leads/registry';
import type { PropertyText } from './detail-text';
import styles from './property-detail.module.css';

/** The anchor of each form's section: the registry's `detailSection` of its lead form. */
const anchorOf = (kind: PropertyFormKind): string => PROPERTY_SECTIONS[kind].anchor;

/** The call-to-action buttons, each linking to its form's section on the page. */
export function DetailActions({ forms, t, title }: { forms: PropertyFormKind[]; t: PropertyText; title: string }) {
  return (
    <nav className={`${styles.actions} ${styles.screenOnly}`} aria-label={title}>
      <p className={styles.actionsTitle}>{title}</p>
      {forms.map((kind, i) => (
        <a
          key={kind}
          href={`#${anchorOf(kind)}`}
          className={`button ${i === 0 ? 'button-accent' : 'button-outline'} ${styles.action}`}
        >
          {t(`cta.${kind}`)}
        </a>
      ))}
    </nav>
  );
}

/** One section per form, with the anchor its button links to. */
export function DetailForms({
  forms,
  t,
  children,
}: {
  forms: PropertyFormKind[];
  t: PropertyText;
  children: (kind: PropertyFormKind) => ReactNode;
}) {
  return (
    <div className={`${styles.forms} ${styles.screenOnly}`}>
      {forms.map((kind) => (
        <section key={kind} id={anchorOf(kind)} className={styles.formSection} aria-labelledby={`${anchorOf(kind)}-title`}>
          <h2 id={`${anchorOf(kind)}-title`}>{t(`forms.${kind}`)}</h2>
          {children(kind)}
        </section>
      ))}
    </div>
  );
}
