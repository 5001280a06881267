import { getTranslations } from 'next-intl/server';
import { EditorFrame, type EditorSection } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { EditorNotices, HistoryPanel, PublishPanel, type EditorNotice } from '@/components/editor/publish-panel';
import { RowsForm, type RowField, type RowGroup } from '@/components/editor/rows-form';
import type { EditorAction } from '@/components/editor/localized-form';
import { FormMessages } from '@/components/forms/form-messages';
import { routing } from '@/i18n/routing';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { SessionStaff } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { documentHistory, documentState } from '@/lib/server/content/store';
import type { ContentData } from '@/lib/content/documents';

type Translate = Awaited<ReturnType<typeof getTranslations<'Editor'>>>;

/** One inner fieldset per language, with the fields of that language. */
export function languageGroups(t: Translate, fields: (locale: SiteLocale) => RowField[]): RowGroup['languages'] {
  return SITE_LOCALES.map((lang) => ({ lang, legend: t(`languages.${lang}`), fields: fields(lang) }));
}

/** What a row of a list form carries besides its texts: its position, and a box to remove it. */
export function rowControls(t: Translate, prefix: string, index: number, isNew: boolean): RowField[] {
  const position: RowField = { name: `${prefix}.${index}.position`, label: t('rows.position'), kind: 'code', value: String(index + 1) };
  return isNew ? [{ ...position, value: '' }] : [position, { name: `${prefix}.${index}.remove`, label: t('rows.remove'), kind: 'checkbox', value: '' }];
}

/**
 * A screen that edits part of the `site` document (footer, top bar, settings) or the `languages`
 * document: the form, the publication panel with a preview of the home page in each language, and
 * the history.
 */
export async function SiteScreen<D extends 'site' | 'languages'>({
  locale,
  staff,
  document,
  section,
  screen,
  notice,
  action,
  groups,
}: {
  locale: SiteLocale;
  staff: SessionStaff;
  document: D;
  section: EditorSection;
  /** The path under /{locale}/staff/ and the key of the screen's texts. */
  screen: 'footer' | 'top-bar' | 'settings' | 'languages';
  notice: EditorNotice;
  action: EditorAction;
  groups: (data: ContentData[D], t: Translate) => RowGroup[];
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const state = await documentState(db, document);
  const data = (state.draft ?? state.published).data;
  const back = `/${screen}/`;
  const title = t(`${section}.title` as 'footer.title');
  return (
    <EditorFrame locale={locale} staff={staff} section={section} title={title} lead={t(`${section}.lead` as 'footer.lead')}>
      <EditorNotices locale={locale} notice={notice} />
      <div className={styles.columns}>
        <section className={styles.panel} aria-label={title}>
          <FormMessages locale={locale} namespaces={['Editor', 'Forms', 'Validation', 'Errors']}>
            <RowsForm action={action} page={`/${locale}/staff${back}`} hidden={{ baseId: String(state.latestId ?? '') }} groups={groups(data, t)} submitLabel={t('save')} />
          </FormMessages>
        </section>
        <PublishPanel
          locale={locale}
          document={document}
          hasDraft={state.draft !== null}
          back={back}
          previewPaths={Object.fromEntries(routing.locales.map((l) => [l, `/preview/${l}/`]))}
          sharedLink={notice.link}
        />
      </div>
      <HistoryPanel locale={locale} document={document} entries={await documentHistory(db, document)} back={back} />
    </EditorFrame>
  );
}
