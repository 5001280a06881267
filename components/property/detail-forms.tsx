import { PropertyFormIsland, PropertyInsuranceIsland } from '@/components/forms/form-island';
import { MARQUEE, type Property } from '@/lib/catalogue';
import { PROPERTY_SECTIONS, type PropertyFormKind } from '@/lib/forms/leads/registry';
import type { SiteLocale } from '@/lib/locale';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import type { PropertyGoal } from '@/lib/property-url';
import type { PropertyText } from './detail-text';
import { RequestChoice } from './request-choice';
import styles from './property-detail.module.css';

/** The id of the 'contact the agency' block. */
export const CONTACT_BLOCK = 'contact-agency';

/** The requests a property's page offers: a property sold or rented takes only a question and the insurance. */
export function requestKindsOf(p: Property, goal: PropertyGoal): PropertyFormKind[] {
  if (p.Marquee === MARQUEE.SOLD_OR_RENTED) return ['contact', 'insurance'];
  return ['contact', 'visit', 'documents', 'sendToFriend', ...(goal === 'sale' ? (['offer'] as const) : []), 'insurance'];
}

/** The page with `kind` open in the block, as a link that works without JavaScript (proxy.ts renders it). */
const requestHref = (kind: PropertyFormKind) => `?request=${kind}#${PROPERTY_SECTIONS[kind].anchor}`;

/** The call-to-action buttons: each opens its request in the 'contact the agency' block. */
export function DetailActions({ forms, t, title }: { forms: PropertyFormKind[]; t: PropertyText; title: string }) {
  return (
    <nav className={`${styles.actions} ${styles.screenOnly}`} aria-label={title}>
      <p className={styles.actionsTitle}>{title}</p>
      {forms.map((kind, i) => (
        <a
          key={kind}
          href={requestHref(kind)}
          data-request={kind}
          className={`button ${i === 0 ? 'button-accent' : 'button-outline'} ${styles.action}`}
        >
          {t(`cta.${kind}`)}
        </a>
      ))}
    </nav>
  );
}

/**
 * The form of one request, as the page and lib/server/actions/request-form render it. It sits on,
 * and posts back to (without JavaScript), the page with its request open: a mistake comes back in it.
 */
export function RequestForm({ kind, p, goal, locale }: { kind: PropertyFormKind; p: Property; goal: PropertyGoal; locale: SiteLocale }) {
  const page = `${canonicalPropertyPath(p, locale)}?request=${kind}`;
  return kind === 'insurance' ? (
    <PropertyInsuranceIsland locale={locale} page={page} propertyId={p.ID} address={insuranceValuesFor(p, goal)} />
  ) : (
    <PropertyFormIsland form={PROPERTY_SECTIONS[kind].form} locale={locale} page={page} propertyId={p.ID} />
  );
}

/**
 * 'Contact the agency': the choice of request, and the form of the one `open` (the URL's
 * `?request=`). The prerendered page carries no form, and a chosen one alone, not one per request
 * (issue 35: the page's weight, its element count and its hydration).
 */
export function ContactAgency({
  p,
  goal,
  locale,
  t,
  open,
}: {
  p: Property;
  goal: PropertyGoal;
  locale: SiteLocale;
  t: PropertyText;
  open?: PropertyFormKind;
}) {
  const kinds = requestKindsOf(p, goal);
  const initial = open && kinds.includes(open) ? open : null;
  return (
    <section id={CONTACT_BLOCK} className={`${styles.contactBlock} ${styles.screenOnly}`} aria-labelledby={`${CONTACT_BLOCK}-title`}>
      <h2 id={`${CONTACT_BLOCK}-title`}>{t('request.title')}</h2>
      <RequestChoice
        choices={kinds.map((kind) => ({
          kind,
          label: t(`cta.${kind}`),
          title: t(`forms.${kind}`),
          anchor: PROPERTY_SECTIONS[kind].anchor,
          href: requestHref(kind),
        }))}
        initial={initial}
        label={t('request.choice')}
        loading={t('request.loading')}
        locale={locale}
        propertyId={p.ID}
        className={{ label: styles.requestLabel ?? '', nav: styles.requestChoice ?? '', choice: styles.requestLink ?? '', chosen: styles.requestChosen ?? '', section: styles.formSection ?? '' }}
      >
        {initial && <RequestForm kind={initial} p={p} goal={goal} locale={locale} />}
      </RequestChoice>
    </section>
  );
}

/**
 * What the insurance proposal starts with on a property's page: the published address, the type,
 * and the buyer (owner) of a home for sale or the tenant of one for rent with its monthly rent.
 */
function insuranceValuesFor(p: Property, goal: PropertyGoal): Record<string, string> {
  const values: Record<string, string> = { zip: String(p.Zip), city: p.City, propertyType: String(p.WebID), role: goal === 'sale' ? 'owner' : 'tenant' };
  if (p.PublishAddress) {
    values.street = p.Street ?? '';
    values.houseNumber = [p.HouseNumber, p.BoxNr].filter(Boolean).join('/');
  }
  if (goal === 'rent' && p.PublishPrice && p.Price) values.monthlyRent = String(p.Price);
  return values;
}
