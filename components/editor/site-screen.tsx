import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { EditorFrame, type EditorSection } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { otherSiteDrafts, PartHistoryPanel } from '@/components/editor/history-panel';
import { EditorNotices, PublishPanel, type EditorNotice } from '@/components/editor/publish-panel';
import { RowsForm, type RowField, type RowGroup } from '@/components/editor/rows-form';
import type { EditorAction } from '@/components/editor/localized-form';
import { FormMessages } from '@/components/forms/form-messages';
import { routing } from '@/i18n/routing';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { SessionStaff } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { partHistory } from '@/lib/server/content/history';
import { documentState } from '@/lib/server/content/store';
import type { ContentData } from '@/lib/content/documents';
import type { ContentPart } from '@/lib/content/parts';

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
 * A screen that edits a part of the `site` document (footer, top bar, settings) or the `languages`
 * document: the form, the publication panel (publishing that part alone) with a preview of the
 * home page in each language, and the part's own history.
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
  picker,
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
  /** A media picker in the form, and what must stand outside it (its search form, MediaPickerSearch). */
  picker?: (data: ContentData[D]) => { inside: ReactNode; outside: ReactNode };
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const state = await documentState(db, document);
  const data = (state.draft ?? state.published).data;
  const back = `/${screen}/`;
  const title = t(`${section}.title` as 'footer.title');
  const part = (document === 'languages' ? { document, kind: 'languages' } : { document, kind: section }) as ContentPart;
  const history = await partHistory(db, part);
  const picked = picker?.(data);
  return (
    <EditorFrame locale={locale} staff={staff} section={section} title={title} lead={t(`${section}.lead` as 'footer.lead')}>
      <EditorNotices locale={locale} notice={notice} />
      <div className={styles.columns}>
        <section className={styles.panel} aria-label={title}>
          <FormMessages locale={locale} namespaces={['Editor', 'Forms', 'Validation', 'Errors']}>
            <RowsForm action={action} page={`/${locale}/staff${back}`} hidden={{ baseId: String(state.latestId ?? '') }} groups={groups(data, t)} submitLabel={t('save')} publishLink={t('editing.toPublish')}>
              {picked?.inside}
            </RowsForm>
          </FormMessages>
          {picked?.outside}
        </section>
        <PublishPanel
          locale={locale}
          document={document}
          part={part}
          partName={title}
          others={document === 'site' ? await otherSiteDrafts(locale, part, staff.role) : []}
          hasDraft={history.hasDraft}
          back={back}
          previewPaths={Object.fromEntries(routing.locales.map((l) => [l, `/preview/${l}/`]))}
          sharedLink={notice.link}
        />
      </div>
      <PartHistoryPanel locale={locale} history={history} name={title} />
    </EditorFrame>
  );
}
