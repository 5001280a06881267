import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { inviteFields } from '@/components/editor/invite-fields';
import { RowsForm } from '@/components/editor/rows-form';
import { FormMessages } from '@/components/forms/form-messages';
import { addStaffAction } from '@/lib/server/actions/staff-admin';
import { syncStateSentence } from '@/components/editor/sync-words';
import syncStyles from '@/components/editor/sync.module.css';
import { currentLocale } from '@/i18n/current-locale';
import { crmConfigured } from '@/lib/server/crm/staff-sync';
import { loadSyncOverview } from '@/lib/server/crm/sync-overview';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage } from '@/lib/server/content/editor-page';
import { pendingParts } from '@/lib/server/content/history';
import { documentState } from '@/lib/server/content/store';
import { partKey } from '@/lib/content/parts';
import { twoFactorEnabled } from '@/lib/server/auth/two-factor';
import { belgianToday, complianceReport } from '@/lib/legal/compliance-report';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('title'), ...EDITOR_METADATA };
}

/** The editor's overview: what can be edited and what waits to be published; how the CRM sync stands. */
export default async function EditorHome() {
  const { locale, staff } = await editorPage();
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const [site, articles, menu, languages] = [await documentState(db, 'site'), await documentState(db, 'articles'), await documentState(db, 'menu'), await documentState(db, 'languages')];
  const categories = await documentState(db, 'categories');
  // The banner, the top bar, the footer and the settings are published apart: each card says its own.
  const sitePending = new Set((await pendingParts(db, 'site')).map((p) => partKey(p.part)));
  const siteDraft = (part: string) => site.draft !== null && sitePending.has(part);
  const sync = crmConfigured() ? (await loadSyncOverview(db)).state : null;
  const syncStatus = sync?.running ? 'running' : sync?.last?.status;
  // A held or failed sync stands out: the site keeps its previous stock until someone looks.
  const syncBadge = !syncStatus
    ? null
    : sync?.alert && !sync.running
      ? { text: t('sync.attention', { status: t(`sync.status.${syncStatus}`) }), className: `${styles.badge} ${syncStyles.badgeAlert}` }
      : { text: t(`sync.status.${syncStatus}`), className: `${styles.badge}${syncStatus === 'running' ? '' : ` ${styles.badgeLive}`}` };
  const complianceCount = complianceReport(locale, belgianToday()).length;
  const cards = [
    { href: `/${locale}/staff/banner/`, title: t('banner.title'), lead: t('dashboard.bannerLead'), draft: siteDraft('banner') },
    { href: `/${locale}/staff/articles/`, title: t('articles.title'), lead: t('dashboard.articlesLead'), draft: articles.draft !== null },
    { href: `/${locale}/staff/categories/`, title: t('categories.title'), lead: t('dashboard.categoriesLead'), draft: categories.draft !== null },
    { href: `/${locale}/staff/pages/`, title: t('pages.title'), lead: t('pages.dashboardLead'), draft: menu.draft !== null },
    { href: `/${locale}/staff/media/`, title: t('media.title'), lead: t('dashboard.mediaLead'), draft: null },
    { href: `/${locale}/staff/top-bar/`, title: t('topBar.title'), lead: t('dashboard.topBarLead'), draft: siteDraft('topBar') },
    { href: `/${locale}/staff/footer/`, title: t('footer.title'), lead: t('dashboard.footerLead'), draft: siteDraft('footer') },
    { href: `/${locale}/staff/sync/`, title: t('sync.title'), lead: sync ? await syncStateSentence(locale, sync) : t('sync.notConfigured'), draft: null, badge: syncBadge },
    {
      href: `/${locale}/staff/compliance/`,
      title: t('compliance.title'),
      lead: t('dashboard.complianceLead', { count: complianceCount }),
      draft: null,
      badge: complianceCount > 0 ? { text: t('compliance.count', { count: complianceCount }), className: `${styles.badge} ${styles.badgeAlert}`, testId: 'compliance-badge' } : null,
    },
    ...(staff.role === 'admin'
      ? [
          { href: `/${locale}/staff/settings/`, title: t('settings.title'), lead: t('dashboard.settingsLead'), draft: siteDraft('settings') },
          { href: `/${locale}/staff/languages/`, title: t('siteLanguages.title'), lead: t('dashboard.siteLanguagesLead'), draft: languages.draft !== null },
          { href: `/${locale}/staff/staff/`, title: t('staff.title'), lead: t('dashboard.staffLead'), draft: null },
        ]
      : []),
  ];
  return (
    <EditorFrame locale={locale} staff={staff} section="dashboard" title={t('title')} lead={t('dashboard.lead')}>
      {!(await twoFactorEnabled(db, staff.id)) && (
        <div className={styles.prompt} role="note" data-testid="two-factor-prompt">
          <p>{t('twoFactorPrompt.text')}</p>
          <a className="button button-accent" href={`/${locale}/staff/security/`}>
            {t('twoFactorPrompt.link')}
          </a>
        </div>
      )}
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.href} className={styles.card}>
            <h2>
              <a href={card.href}>{card.title}</a>
            </h2>
            <p>{card.lead}</p>
            {card.draft !== null && (
              <span className={`${styles.badge}${card.draft ? '' : ` ${styles.badgeLive}`}`}>{card.draft ? t('dashboard.draft') : t('dashboard.live')}</span>
            )}
            {card.badge && (
              <span className={card.badge.className} data-testid={'testId' in card.badge ? card.badge.testId : 'sync-badge'}>
                {card.badge.text}
              </span>
            )}
          </li>
        ))}
      </ul>
      {staff.role === 'admin' && (
        <section className={styles.panel} aria-labelledby="invite-title" data-testid="invite">
          <h2 id="invite-title">{t('dashboard.inviteTitle')}</h2>
          <p className={styles.muted}>{t('dashboard.inviteLead')}</p>
          <FormMessages locale={locale} namespaces={['Editor', 'Forms', 'Validation', 'Errors', 'Portal']}>
            <RowsForm
              action={addStaffAction.bind(null, locale)}
              page={`/${locale}/staff/`}
              hidden={{ role: 'editor' }}
              submitLabel={t('dashboard.inviteSubmit')}
              groups={[
                {
                  legend: t('staff.details'),
                  fields: Object.values(inviteFields(t, locale)),
                },
              ]}
            />
          </FormMessages>
        </section>
      )}
    </EditorFrame>
  );
}
