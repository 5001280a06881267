import { Photo } from '@/components/media/photo';
import { getTypeKind } from '@/lib/catalogue';
import type { Property } from '@/lib/catalogue/schemas';
import type { SiteLocale } from '@/lib/locale';
import { epcForProperty, renovationYears, requiresRenovation } from '@/lib/epc';
import { detailGroups } from '@/lib/property/detail-groups';
import { epcLabelText, formatFieldValue, formatNumber, isWholeValue, type FieldValue } from '@/lib/property/field-value';
import { hasFloodSymbol, legalMentionsFor } from '@/lib/property/legal-mentions';
import { valueWords, type PropertyText } from './detail-text';
import styles from './property-detail.module.css';

/** Bedrooms, bathrooms, surfaces and the EPC label image of the region. */
export function KeyFacts({ p, t }: { p: Property; t: PropertyText }) {
  const epc = epcForProperty(p);
  const facts: { key: string; label: string; value: string }[] = [];
  if (p.Counts.Bedrooms !== null) facts.push({ key: 'bed', label: t('facts.bedrooms'), value: String(p.Counts.Bedrooms) });
  if (p.Counts.Bathrooms !== null) facts.push({ key: 'bath', label: t('facts.bathrooms'), value: String(p.Counts.Bathrooms) });
  if (p.Surfaces.Living !== null) facts.push({ key: 'living', label: t('facts.living'), value: `${formatNumber(p.Surfaces.Living)} m²` });
  if (p.Surfaces.Ground !== null) facts.push({ key: 'ground', label: t('facts.ground'), value: `${formatNumber(p.Surfaces.Ground)} m²` });
  if (!facts.length && !epc) return null;
  return (
    <section className={styles.facts} aria-label={t('facts.title')}>
      <dl className={styles.factList}>
        {facts.map((f) => (
          <div key={f.key} className={styles.fact}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
        {epc && (
          <div className={styles.fact}>
            <dt>{t('facts.epc')}</dt>
            <dd>
              <Photo
                src={epc.image}
                alt={t('facts.epcAlt', { label: epcLabelText(epc.label) })}
                width={96}
                height={48}
                className={styles.epcImage}
                data-testid="epc-label"
                unoptimized
              />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** SPEC §9 energy notice for E and F labels. */
export function RenovationNotice({ p, t, locale }: { p: Property; t: PropertyText; locale: SiteLocale }) {
  const epc = epcForProperty(p);
  if (!epc || epc.region === 'luxembourg' || !requiresRenovation(epc.label)) return null;
  return (
    <p className={styles.notice} role="note">
      {t('renovation', { label: epcLabelText(epc.label), years: renovationYears(locale) })}
    </p>
  );
}

/**
 * The description, paragraph by paragraph; in another language than the page's (`lang`), marked
 * with it and preceded by a note saying which.
 */
export function Description({ p, t, lang }: { p: Property; t: PropertyText; lang?: SiteLocale }) {
  const paragraphs = p.Description.split(/\n\s*\n/).map((s) => s.trim()).filter(Boolean);
  if (!paragraphs.length) return null;
  return (
    <section className={styles.section} aria-labelledby="description-title">
      <h2 id="description-title">{t('sections.description')}</h2>
      {lang && (
        <p className={styles.muted} data-testid="description-language">
          {t('descriptionLanguage', { language: lang })}
        </p>
      )}
      <div className={styles.description} lang={lang}>
        {paragraphs.map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
    </section>
  );
}

/** The `lang` of a value: the record's (`lang`, when not the page's) for the CRM's own text, none for numbers, dates, codes and yes/no. */
const valueLang = (value: FieldValue, lang: string | undefined) => (value.kind === 'text' || value.kind === 'list' ? lang : undefined);

/** The class of a value's cell: one that must stay whole never wraps. */
const valueClass = (value: FieldValue) => (isWholeValue(value) ? styles.whole : undefined);

/** Every detail group of SPEC §3 that has data, each field with its translated label; `lang`: the record's language when not the page's. */
export function DetailGroups({ p, t, lang }: { p: Property; t: PropertyText; lang?: string }) {
  const groups = detailGroups(p);
  if (!groups.length) return null;
  const words = valueWords(t);
  return (
    <section className={styles.section} aria-labelledby="details-title">
      <h2 id="details-title">{t('sections.details')}</h2>
      <div className={styles.groups}>
        {groups.map((g) => (
          <div key={g.id} className={styles.group}>
            <h3>{t(`groups.${g.id}`)}</h3>
            <dl className={styles.rows}>
              {g.fields.map((f) => (
                <div key={f.field} className={styles.row}>
                  <dt>{t(`fields.${g.id}.${f.field}`)}</dt>
                  <dd lang={valueLang(f.value, lang)} className={valueClass(f.value)}>
                    {formatFieldValue(f.value, words)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}

function FloodSymbol({ label }: { label: string }) {
  return (
    <span className={styles.flood} title={label}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
        <path d="M16 3 2 15h4v6h20v-6h4z" fill="#1f5fa8" />
        <path d="M2 24c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 4-2v3c-1 0-1 2-4 2s-3-2-6-2-3 2-6 2-3-2-6-2-3 2-6 2z" fill="#2f8fd8" />
      </svg>
      <span>{label}</span>
    </span>
  );
}

/** The Belgian legal mentions of the property's region; missing data reads 'not communicated'. */
export function LegalMentions({ p, t, lang }: { p: Property; t: PropertyText; lang?: string }) {
  const mentions = legalMentionsFor(p, getTypeKind(p.WebID));
  if (!mentions) return null;
  const words = valueWords(t);
  return (
    <section className={`${styles.section} ${styles.legal}`} aria-labelledby="legal-title" data-testid="legal-mentions">
      <h2 id="legal-title">{t('sections.legal')}</h2>
      <p className={styles.muted}>{t(`legal.region.${mentions.region}`)}</p>
      {hasFloodSymbol(mentions) && <FloodSymbol label={t('legal.floodSymbol')} />}
      <dl className={styles.rows}>
        {mentions.items.map((item) => (
          <div key={item.key} className={styles.row} data-legal={item.key}>
            <dt>{t(`legal.${item.key}`)}</dt>
            <dd className={item.value ? valueClass(item.value) : styles.missing} lang={item.value ? valueLang(item.value, lang) : undefined}>
              {item.value ? formatFieldValue(item.value, words) : t('values.notCommunicated')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
