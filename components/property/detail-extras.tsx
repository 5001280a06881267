import { EmailAddress } from '@/components/content/email-address';
import { Photo } from '@/components/media/photo';
import type { Manager, Property } from '@/lib/catalogue/schemas';
import { formatEuro } from '@/lib/price';
import { formatFileSize, formatNumber } from '@/lib/property/field-value';
import { detectVideo, isVirtualTour } from '@/lib/video';
import { fileSizeUnits, type PropertyText } from './detail-text';
import styles from './property-detail.module.css';

/** Virtual tour (Matterport, tvl, yisual) and video (file or YouTube / Vimeo / Facebook embed), lazy. */
export function PropertyMedia({ p, t, title }: { p: Property; t: PropertyText; title: string }) {
  const tour = p.VirtualTour ? detectVideo(p.VirtualTour) : null;
  const video = p.Video ? detectVideo(p.Video) : null;
  const showTour = tour && isVirtualTour(tour);
  const showVideo = video && !isVirtualTour(video);
  if (!showTour && !showVideo) return null;
  return (
    <>
      {showTour && (
        <section className={`${styles.section} ${styles.screenOnly}`} aria-labelledby="tour-title">
          <h2 id="tour-title">{t('sections.virtualTour')}</h2>
          <div className={styles.embed}>
            <iframe
              src={tour.embedUrl}
              title={t('media.virtualTourTitle', { title })}
              loading="lazy"
              allow="fullscreen; xr-spatial-tracking"
              allowFullScreen
            />
          </div>
        </section>
      )}
      {showVideo && (
        <section className={`${styles.section} ${styles.screenOnly}`} aria-labelledby="video-title">
          <h2 id="video-title">{t('sections.video')}</h2>
          <div className={styles.embed}>
            {video.provider === 'file' ? (
              <video src={video.embedUrl} controls preload="none" aria-label={t('media.videoTitle', { title })} />
            ) : (
              <iframe
                src={video.embedUrl}
                title={t('media.videoTitle', { title })}
                loading="lazy"
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
              />
            )}
          </div>
        </section>
      )}
    </>
  );
}

export function Documents({ p, t }: { p: Property; t: PropertyText }) {
  if (!p.Documents.length) return null;
  const units = fileSizeUnits(t);
  return (
    <section className={`${styles.section} ${styles.screenOnly}`} aria-labelledby="property-documents-title">
      <h2 id="property-documents-title">{t('sections.documents')}</h2>
      <ul className={styles.documents}>
        {p.Documents.map((d) => (
          <li key={d.ID}>
            <a href={d.Url} download aria-label={d.Size === null ? t('documents.downloadUnsized', { name: d.Name }) : t('documents.download', { name: d.Name, size: formatFileSize(d.Size, units) })}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
                <path d="M14 2v6h6M12 12v6M9 15l3 3 3-3" />
              </svg>
              <span>{d.Name}</span>
              {d.Size !== null && <span className={styles.muted}>{formatFileSize(d.Size, units)}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PointsOfInterest({ p, t }: { p: Property; t: PropertyText }) {
  const score = p.MobilityScore;
  if (!p.PointsOfInterest.length && !score) return null;
  const domains = ['PublicTransport', 'Education', 'Shops', 'Leisure', 'Health', 'Environment'] as const;
  return (
    <section className={styles.section} aria-labelledby="poi-title">
      <h2 id="poi-title">{t('sections.pointsOfInterest')}</h2>
      <div className={styles.twoCol}>
        {p.PointsOfInterest.length > 0 && (
          <ul className={styles.poiList}>
            {[...p.PointsOfInterest]
              .sort((a, b) => a.Distance - b.Distance)
              .map((poi) => (
                <li key={`${poi.Name}-${poi.Distance}`}>
                  <span className={styles.poiCategory}>{t(`poi.${poi.Category}`)}</span>
                  <span>
                    {poi.Name} <span className={styles.muted}>({poi.Type})</span>
                  </span>
                  <span className={styles.poiDistance}>{formatNumber(poi.Distance)} m</span>
                </li>
              ))}
          </ul>
        )}
        {score && (
          <div>
            <h3>
              {t('sections.mobility')}: {formatNumber(score.Total)}/10
            </h3>
            <dl className={styles.scores}>
              {domains.map((d) => {
                const v = score[d];
                if (v === null) return null;
                return (
                  <div key={d} className={styles.score}>
                    <dt>{t(`mobility.${d}`)}</dt>
                    <dd>
                      <span className={styles.bar} aria-hidden="true">
                        <span style={{ width: `${v * 10}%` }} />
                      </span>
                      {formatNumber(v)}/10
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}

export function AnnuityBlock({ p, t }: { p: Property; t: PropertyText }) {
  const a = p.Annuity;
  if (!a) return null;
  // Amounts stay whole on their line (`true`); words may wrap.
  const rows: [string, string, boolean?][] = [];
  if (p.Price !== null && p.PublishPrice) rows.push([t('annuity.bouquet'), formatEuro(p.Price), true]);
  rows.push([
    t('annuity.heads'),
    a.Heads.map((h) => t('annuity.head', { sex: t(h.Sex === 'M' ? 'annuity.male' : 'annuity.female'), age: h.Age })).join(' · '),
  ]);
  rows.push([t('annuity.monthlyRent'), formatEuro(a.MonthlyRent), true]);
  if (a.SurvivalRent !== null) rows.push([t('annuity.survivalRent'), formatEuro(a.SurvivalRent), true]);
  if (a.IndexedRent !== null) rows.push([t('annuity.indexedRent'), t(a.IndexedRent ? 'values.yes' : 'values.no')]);
  rows.push([t('annuity.maxDuration'), a.MaxDuration === null ? t('annuity.forLife') : t('annuity.years', { years: a.MaxDuration })]);
  return (
    <section className={styles.section} aria-labelledby="annuity-title">
      <h2 id="annuity-title">{t('sections.annuity')}</h2>
      <dl className={styles.rows}>
        {rows.map(([label, value, whole]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd className={whole ? styles.whole : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The agent ('Manager') of a property or a project. */
export function AgentCard({ p, t }: { p: { Manager: Manager | null }; t: PropertyText }) {
  const m = p.Manager;
  if (!m) return null;
  return (
    <section className={styles.agent} aria-labelledby="agent-title">
      <h2 id="agent-title" className={styles.agentHeading}>
        {t('sections.agent')}
      </h2>
      <div className={styles.agentBody}>
        {m.Photo && (
          <Photo src={m.Photo} alt={t('agent.photoAlt', { name: m.Name })} width={72} height={72} className={styles.agentPhoto} />
        )}
        <div>
          <p className={styles.agentName}>{m.Name}</p>
          {m.Phone && (
            <p>
              <a href={`tel:${m.Phone.replace(/[^\d+]/g, '')}`} aria-label={t('agent.call', { name: m.Name })}>
                {m.Phone}
              </a>
            </p>
          )}
          {m.Email && (
            <p>
              <a href={`mailto:${m.Email}`} aria-label={t('agent.mail', { name: m.Name })}>
                <EmailAddress address={m.Email} />
              </a>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
