import { Photo } from '@/components/media/photo';
import { getTypeKind } from '@/lib/catalogue';
import type { Property } from '@/lib/catalogue/schemas';
import type { SiteLocale } from '@/lib/locale';
import { epcForProperty, renovationYears, requiresRenovation } from '@/lib/epc';
import { detailGroups } from '@/lib/property/detail-groups';
import { epcLabelText, formatFieldValue, formatNumber, isWholeValue, type FieldValue } from '@/lib/property/field-value';
import { LEGAL_SOURCES } from '@/lib/legal/sources';
import { legalMentionsFor } from '@/lib/property/legal-mentions';
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
    <span className={styles.flood} data-testid="flood-symbol">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 32 32">
        <path d="M16 3 2 15h4v6h20v-6h4z" fill="#1f5fa8" />
        <path d="M2 24c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 4-2v3c-1 0-1 2-4 2s-3-2-6-2-3 2-6 2-3-2-6-2-3 2-6 2z" fill="#2f8fd8" />
      </svg>
      <span>{label}</span>
    </span>
  );
}

/** The keys whose value is the energy class: the row shows the region's official label beside the letter. */
const CLASS_KEYS = new Set(['epcLabel', 'pebClass', 'energyClass']);

/**
 * The listing passport (SPEC §3 risks, planning, certificates, energy; lib/legal): every mention
 * the region requires for this kind of listing, its value or 'not provided', what it means for a
 * buyer or tenant, and the official explanation. Printed with the page.
 */
export function LegalMentions({ p, t, lang }: { p: Property; t: PropertyText; lang?: string }) {
  const mentions = legalMentionsFor(p, getTypeKind(p.WebID));
  if (!mentions || !mentions.items.length) return null;
  const words = valueWords(t);
  const epc = epcForProperty(p);
  return (
    <section className={styles.section} aria-labelledby="legal-title" data-testid="legal-mentions" data-region={mentions.region}>
      <h2 id="legal-title">{t('legal.sectionTitle')}</h2>
      <p className={styles.muted}>
        {t(`legal.region.${mentions.region}`)} · {t(`legal.kind.${mentions.kind}`)}
      </p>
      <p className={styles.passportIntro}>{t('legal.intro')}</p>
      <dl className={styles.passport}>
        {mentions.items.map((item) => {
          const label = t(`legal.${item.key}`);
          return (
            <div key={item.key} className={styles.passportRow} data-legal={item.key}>
              <dt>{label}</dt>
              <dd>
                <span className={styles.passportValue}>
                  {item.value ? (
                    <span className={valueClass(item.value)} lang={valueLang(item.value, lang)} data-value="">
                      {formatFieldValue(item.value, words)}
                    </span>
                  ) : (
                    <span className={styles.missing} data-missing="">
                      {t('legal.notProvided')}
                    </span>
                  )}
                  {item.value && CLASS_KEYS.has(item.key) && epc && (
                    <Photo src={epc.image} alt="" width={72} height={36} className={styles.passportLabel} unoptimized />
                  )}
                  {item.flood && <FloodSymbol label={t('legal.floodSymbol')} />}
                </span>
                <span className={styles.passportExplain}>{t(`legal.explain.${item.key}`)}</span>
                <a className={styles.passportLink} href={LEGAL_SOURCES[item.rule.source].url} rel="noopener noreferrer">
                  {t('legal.officialLink')}
                  <span className="visually-hidden"> – {label}</span>
                </a>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
