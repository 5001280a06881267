import type { ReactNode } from 'react';
import type { PropertyText } from './detail-text';
import styles from './property-detail.module.css';

export type PropertyFormKind = 'contact' | 'visit' | 'documents' | 'sendToFriend' | 'offer' | 'insurance';

export const FORM_ANCHOR: Record<PropertyFormKind, string> = {
  contact: 'contact',
  visit: 'visit',
  documents: 'documents',
  sendToFriend: 'send-to-friend',
  offer: 'offer',
  insurance: 'insurance',
};

/** The call-to-action buttons, each linking to its form's section on the page. */
export function DetailActions({ forms, t, title }: { forms: PropertyFormKind[]; t: PropertyText; title: string }) {
  return (
    <nav className={`${styles.actions} ${styles.screenOnly}`} aria-label={title}>
      <p className={styles.actionsTitle}>{title}</p>
      {forms.map((kind, i) => (
        <a
          key={kind}
          href={`#${FORM_ANCHOR[kind]}`}
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
        <section key={kind} id={FORM_ANCHOR[kind]} className={styles.formSection} aria-labelledby={`${FORM_ANCHOR[kind]}-title`}>
          <h2 id={`${FORM_ANCHOR[kind]}-title`}>{t(`forms.${kind}`)}</h2>
          {children(kind)}
        </section>
      ))}
    </div>
  );
}
