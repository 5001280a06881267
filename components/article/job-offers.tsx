import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { Article, JobOffer } from '@/lib/content/article-schema';
import { openJobOffers } from '@/lib/content/job-offers';
import { formatDate } from '@/lib/dates';
import type { SiteLocale } from '@/lib/locale';
import { formatEuro } from '@/lib/price';
import { jobPostingJsonLd } from '@/lib/seo/structured-data';
import styles from './job-offers.module.css';

/**
 * A jobs article's open offers: each a section with its title, its facts (place,
 * contract, pay, last day) and its text, and each a JobPosting in the page's structured data.
 * Nothing when the article lists no offers; a note when they have all closed.
 */
export async function JobOffers({ article, locale }: { article: Article; locale: SiteLocale }) {
  if (article.jobOffers.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Jobs' });
  const open = openJobOffers(article.jobOffers);
  const headingId = `job-offers-${article.id}`;
  return (
    <section className={styles.offers} aria-labelledby={headingId} data-testid="job-offers">
      <h2 id={headingId} className={styles.heading}>
        {t('title')}
      </h2>
      {open.length === 0 && <p>{t('none')}</p>}
      {open.map((offer) => (
        <JobOfferItem key={offer.id} offer={offer} locale={locale} t={t} />
      ))}
      {open.length > 0 && <JsonLd data={open.map((offer) => jobPostingJsonLd(offer, locale))} />}
    </section>
  );
}

type JobsText = Awaited<ReturnType<typeof getTranslations<'Jobs'>>>;

function JobOfferItem({ offer, locale, t }: { offer: JobOffer; locale: SiteLocale; t: JobsText }) {
  const places = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    offer.locations.map((l) => l.addressLocality[locale]),
  );
  const facts = [
    { key: 'place', label: t('place'), value: places },
    {
      key: 'contract',
      label: t('contract'),
      value: offer.employmentType.map((type) => t(`employmentType.${type}`)).join(', '),
    },
    ...(offer.baseSalary
      ? [
          {
            key: 'salary',
            label: t('salary'),
            value: t('salaryRange', {
              min: formatEuro(offer.baseSalary.minValue),
              max: formatEuro(offer.baseSalary.maxValue),
              unit: offer.baseSalary.unit,
            }),
          },
        ]
      : []),
    ...(offer.validThrough
      ? [{ key: 'until', label: t('applyBefore'), value: formatDate(offer.validThrough) }]
      : []),
  ];
  const headingId = `job-offer-${offer.id}`;
  return (
    <article className={styles.offer} aria-labelledby={headingId} data-testid="job-offer">
      <h3 id={headingId} className={styles.title}>
        {offer.title[locale]}
      </h3>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {offer.description[locale]
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </article>
  );
}
