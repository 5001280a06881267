import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { LocalizedForm } from '@/components/editor/localized-form';
import { MediaPicker, MediaPickerSearch, PICKER_SEARCH } from '@/components/editor/media-picker';
import { moduleName } from '@/components/editor/page-modules';
import { EditorNotices } from '@/components/editor/publish-panel';
import { FormMessages } from '@/components/forms/form-messages';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { moduleRelations } from '@/lib/content/module-relations';
import { findPage } from '@/lib/content/page-edit';
import { moduleFields } from '@/lib/content/page-module-edit';
import { MODULE_LAYOUT_NAMES } from '@/lib/content/module-layout';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { saveModuleAction } from '@/lib/server/actions/editor-pages';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { documentState, draftContent } from '@/lib/server/content/store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('pages.modules'), ...EDITOR_METADATA };
}

type Props = { params: Promise<{ id: string; moduleId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/** One module of a page: what it shows, its texts per language, its width, columns, view and background; 'new' adds one. */
export default async function ModuleEditor({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const { id, moduleId } = await params;
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const state = await documentState(db, 'menu');
  const content = await draftContent(db);
  const page = /^\d{1,9}$/.test(id) ? findPage(content.menu, Number(id)) : undefined;
  const pageModule = moduleId === 'new' ? undefined : page?.params.modules.find((m) => String(m.id) === moduleId);
  if (!page || (moduleId !== 'new' && !pageModule)) notFound();
  const values = moduleFields(pageModule);
  const languageNames = Object.fromEntries(SITE_LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<SiteLocale, string>;
  const field = (name: string) => t(`pages.fields.${name}` as never);
  const { options } = moduleRelations(content);
  const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label: field(label) }));
  const title = pageModule ? t('pages.moduleTitle', { title: await moduleName(pageModule, locale) }) : t('pages.newModule');
  return (
    <EditorFrame locale={locale} staff={staff} section="pages" title={title} lead={page.params.title[locale] || page.name}>
      <p>
        <a href={`/${locale}/staff/pages/${page.id}/#modules`}>{t('pages.backToPage')}</a>
      </p>
      <EditorNotices locale={locale} notice={notice} />
      <section className={styles.panel} aria-label={title}>
        <FormMessages locale={locale} namespaces={['Editor', 'Forms', 'Validation', 'Errors']}>
          <LocalizedForm
            action={saveModuleAction.bind(null, locale)}
            page={`/${locale}/staff/pages/${page.id}/modules/${moduleId}/`}
            hidden={{ baseId: String(state.latestId ?? ''), pageId: String(page.id), moduleId: pageModule ? String(pageModule.id) : '' }}
            locales={routing.locales}
            languageNames={languageNames}
            submitLabel={t('save')}
            general={[
              {
                name: 'relation',
                label: field('relation'),
                kind: 'select',
                value: values.relation,
                required: true,
                options: [{ value: '', label: '—' }, ...options.map((o) => ({ value: o.value, label: `${t(`pages.types.${o.type}`)}: ${o.label(locale)}` }))],
              },
              { name: 'titleSize', label: field('titleSize'), kind: 'select', value: values.titleSize, options: choices({ h2: 'titleSizeH2', h1: 'titleSizeH1' }), hint: field('titleSizeHint') },
              {
                name: 'layout',
                label: field('layout'),
                kind: 'select',
                value: values.layout,
                hint: field('layoutHint'),
                // 'custom' only for a module whose stored numbers match no named layout: kept as they are.
                options: [...MODULE_LAYOUT_NAMES, ...(values.layout === 'custom' ? (['custom'] as const) : [])].map((name) => ({ value: name, label: t(`pages.layouts.${name}`) })),
              },
              { name: 'view', label: field('view'), kind: 'select', value: values.view, options: choices({ '': 'viewDefault', 'card-view': 'viewCard', 'single-view': 'viewSingle' }) },
              { name: 'numberItemOfRow', label: field('numberItemOfRow'), kind: 'select', value: values.numberItemOfRow, options: numbers(1, 6) },
              { name: 'maxItems', label: field('maxItems'), kind: 'number', value: values.maxItems, hint: field('maxItemsHint') },
              { name: 'backgroundType', label: field('backgroundType'), kind: 'select', value: values.backgroundType, options: choices({ '': 'backgroundNone', image: 'backgroundImage' }) },
              { name: 'colorBackground', label: field('colorBackground'), kind: 'colour', value: values.colorBackground, optional: field('colorUsed') },
            ]}
            before={
              <MediaPicker
                locale={locale}
                name="imageUrl"
                legend={t('media.modulePhoto')}
                chosen={values.imageUrl}
                keep={values.imageUrl || null}
                empty={t('media.noPhoto')}
                search={notice[PICKER_SEARCH] ?? ''}
                tooLarge={notice.tooLarge}
              />
            }
            fields={[
              { name: 'title', label: field('moduleTitle'), kind: 'text', values: values.localized.title },
              { name: 'description', label: field('moduleDescription'), kind: 'textarea', rows: 4, values: values.localized.description },
              { name: 'description2', label: field('moduleDescription2'), kind: 'textarea', rows: 4, values: values.localized.description2 },
              { name: 'imageAlt', label: field('imageAlt'), kind: 'text', values: values.localized.imageAlt },
            ]}
          />
        </FormMessages>
        <MediaPickerSearch name="imageUrl" page={`/${locale}/staff/pages/${page.id}/modules/${moduleId}/`} />
      </section>
    </EditorFrame>
  );
}
