import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { SiteLocale } from '@/lib/locale';
import { staffLogoutAction, staffLogoutEverywhereAction } from '@/lib/server/actions/editor';
import type { SessionStaff } from '@/lib/server/auth/sessions';
import styles from './editor.module.css';
import { PostingForm } from './posting-form';
import { SortableLists } from './sortable-lists';

export type EditorSection = 'dashboard' | 'banner' | 'articles' | 'categories' | 'pages' | 'media' | 'topBar' | 'footer' | 'sync' | 'compliance' | 'settings' | 'siteLanguages' | 'staff' | 'privacy' | 'security';

/** The editor's own frame: none of the public site's header, menu or scripts. */
export async function EditorFrame({
  locale,
  staff,
  section,
  title,
  lead,
  children,
}: {
  locale: SiteLocale;
  staff: SessionStaff | null;
  section?: EditorSection;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const base = `/${locale}/staff/`;
  const links: Array<[EditorSection, string]> = [
    ['dashboard', base],
    ['banner', `${base}banner/`],
    ['articles', `${base}articles/`],
    ['categories', `${base}categories/`],
    ['pages', `${base}pages/`],
    ['media', `${base}media/`],
    ['topBar', `${base}top-bar/`],
    ['footer', `${base}footer/`],
    ['sync', `${base}sync/`],
    ['compliance', `${base}compliance/`],
    ...(staff?.role === 'admin' ? ([['settings', `${base}settings/`], ['siteLanguages', `${base}languages/`], ['staff', `${base}staff/`], ['privacy', `${base}privacy/`]] as Array<[EditorSection, string]>) : []),
  ];
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <p className={styles.brand}>{t('title')}</p>
          {staff && (
            <nav className={styles.nav} aria-label={t('nav.label')}>
              <ul>
                {links.map(([name, href]) => (
                  <li key={name}>
                    <a href={href} aria-current={section === name ? 'page' : undefined}>
                      {t(`nav.${name}`)}
                    </a>
                  </li>
                ))}
                <li>
                  <a href={`/${locale}/`}>{t('nav.viewSite')}</a>
                </li>
              </ul>
            </nav>
          )}
          {staff && (
            <div className={styles.account}>
              <span>{t('nav.signedInAs', { email: staff.email, role: t(`roles.${staff.role}`) })}</span>
              <a href={`${base}security/`} className={styles.linkButton} aria-current={section === 'security' ? 'page' : undefined}>
                {t('nav.security')}
              </a>
              <PostingForm action={staffLogoutAction.bind(null, locale)} page={base}>
                <button type="submit" className={styles.linkButton}>
                  {t('nav.logout')}
                </button>
              </PostingForm>
              <PostingForm action={staffLogoutEverywhereAction.bind(null, locale)} page={base}>
                <button type="submit" className={styles.linkButton}>
                  {t('nav.logoutEverywhere')}
                </button>
              </PostingForm>
            </div>
          )}
        </div>
      </header>
      <main id="main" className={`container ${styles.main}`}>
        <div className={styles.heading}>
          <h1>{title}</h1>
          {lead && <p>{lead}</p>}
        </div>
        {children}
      </main>
      {staff && (
        <SortableLists
          labels={{
            handle: t.raw('sortable.handle') as string,
            instructions: t('sortable.instructions'),
            picked: t.raw('sortable.picked') as string,
            moved: t.raw('sortable.moved') as string,
            dropped: t.raw('sortable.dropped') as string,
            cancelled: t.raw('sortable.cancelled') as string,
          }}
        />
      )}
    </div>
  );
}
