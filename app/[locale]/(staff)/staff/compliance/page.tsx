import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { ComplianceTable } from '@/components/editor/compliance-table';
import formStyles from '@/components/forms/forms.module.css';
import { currentLocale } from '@/i18n/current-locale';
import { getSiteConfig } from '@/lib/content/site';
import { missingAgencyMentions } from '@/lib/legal/agency-mentions';
import { belgianToday, complianceReport } from '@/lib/legal/compliance-report';
import type { PassportRegion } from '@/lib/legal/mention-rules';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('compliance.title'), ...EDITOR_METADATA };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const REGIONS: readonly PassportRegion[] = ['flanders', 'brussels', 'wallonia', 'luxembourg'];

/**
 * Every published listing that lacks a mention of its passport or has an expired certificate,
 * worst first, filtered by region (a GET form: works without JavaScript); and the agency's own
 * mentions missing in the settings. The site hides nothing: staff correct the CRM.
 */
export default async function ComplianceScreen({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const query = await noticeOf(searchParams);
  const region = REGIONS.find((r) => r === query.region) ?? null;
  const [t, tp] = await Promise.all([getTranslations({ locale, namespace: 'Editor' }), getTranslations({ locale, namespace: 'Property' })]);
  const report = complianceReport(locale, belgianToday());
  const shown = region ? report.filter((l) => l.region === region) : report;
  const agencyMissing = missingAgencyMentions(getSiteConfig().agency);
  return (
    <EditorFrame locale={locale} staff={staff} section="compliance" title={t('compliance.title')} lead={t('compliance.lead')}>
      <section className={styles.panel} aria-labelledby="agency-mentions" data-testid="agency-mentions">
        <h2 id="agency-mentions">{t('compliance.agency.title')}</h2>
        {agencyMissing.length === 0 ? (
          <p className={styles.muted}>{t('compliance.agency.ok')}</p>
        ) : (
          <div className={styles.stack} role="alert">
            <p>{t('compliance.agency.missing')}</p>
            <ul>
              {agencyMissing.map((field) => (
                <li key={field} data-missing={field}>
                  {t(`settings.${field}`)}
                </li>
              ))}
            </ul>
            {staff.role === 'admin' && <a href={`/${locale}/staff/settings/`}>{t('compliance.agency.fix')}</a>}
          </div>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="listing-problems">
        <h2 id="listing-problems" data-testid="compliance-count">
          {t('compliance.count', { count: shown.length })}
        </h2>
        <form method="get" action={`/${locale}/staff/compliance/`} className={styles.inline}>
          <label className={formStyles.label} htmlFor="compliance-region">
            {t('compliance.region')}
          </label>
          <select id="compliance-region" name="region" defaultValue={region ?? ''} className={formStyles.input}>
            <option value="">{t('compliance.allRegions')}</option>
            {REGIONS.map((r) => (
              <option key={r} value={r}>
                {tp(`legal.region.${r}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {t('compliance.filter')}
          </button>
        </form>
        {shown.length === 0 ? <p className={styles.muted}>{t('compliance.none')}</p> : <ComplianceTable locale={locale} listings={shown} />}
        <p className={styles.muted}>{t('compliance.unconfirmed')}</p>
      </section>
    </EditorFrame>
  );
}
