import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { LocalizedForm } from '@/components/editor/localized-form';
import { PageModules } from '@/components/editor/page-modules';
import { partName } from '@/components/editor/change-words';
import { PartHistoryPanel } from '@/components/editor/history-panel';
import { EditorNotices, PublishPanel } from '@/components/editor/publish-panel';
import { FormMessages } from '@/components/forms/form-messages';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { findPage, hasFixedPath, ownBranch, pageFields, pageUrls, treeRows } from '@/lib/content/page-edit';
import { languageRule, offeredLanguages } from '@/lib/content/languages';
import { pagePosition } from '@/lib/content/page-order';
import { missingLanguages, pageLanguages, pageShownLanguage } from '@/lib/content/translations';
import { TranslationStatus } from '@/components/editor/translation-status';
import { PAGE_METADATA_FIELDS, PAGE_STATUSES } from '@/lib/forms/staff-pages';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { menuPagePath } from '@/lib/content/menu-page-paths';
import { seoDefaults, type SeoDefaults } from '@/lib/seo/page-seo-defaults';
import { editorLinkChoices } from '@/lib/server/content/link-choices';
import type { ContentPart } from '@/lib/content/parts';
import { savePageAction } from '@/lib/server/actions/editor-pages';
import { partHistory } from '@/lib/server/content/history';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { documentState } from '@/lib/server/content/store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('pages.title'), ...EDITOR_METADATA };
}

/** The per-language fields that start a group of their own. */
const FIELD_GROUPS: Partial<Record<string, 'seo' | 'og' | 'twitter'>> = { pageTitle: 'seo', metadataOGTitle: 'og', metadataTwitterTitle: 'twitter' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One page of the tree: its place, address, texts and metadata in the languages staff write it in, and its modules; 'new' adds a page. */
export default async function PageEditor({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const { id } = await params;
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const state = await documentState(getDb().db, 'menu');
  const menu = (state.draft ?? state.published).data;
  const page = id === 'new' ? undefined : /^\d{1,9}$/.test(id) ? findPage(menu, Number(id)) : undefined;
  if (id !== 'new' && !page) notFound();
  const values = pageFields(page, null, page ? pagePosition(menu, page) : undefined);
  const languageNames = Object.fromEntries(SITE_LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<SiteLocale, string>;
  const urls = page ? pageUrls(page) : null;

  const excluded = page ? ownBranch(page) : new Set<number>();
  const parents = treeRows(menu).filter(({ page: p }) => !excluded.has(p.id));
  const fixed = hasFixedPath(page);
  // Written in the languages with a title (lib/content/translations); a page of the route table is in every language, its title falling back.
  const languages = page ? pageLanguages(page) : [];
  const rule = languageRule();
  // A preview in each language the page is shown in by the rule.
  const previewPaths = urls && page ? Object.fromEntries(routing.locales.filter((l) => pageShownLanguage(page, l, rule)).map((l) => [l, `/preview${urls[l]}`])) : {};
  const title = page ? t('pages.editTitle', { title: page.params.title[locale] || page.name }) : t('pages.newTitle');
  const field = (name: string) => t(`pages.fields.${name}` as never);
  const part: ContentPart | null = page ? { document: 'menu', kind: 'page', id: page.id } : null;
  const history = part ? await partHistory(getDb().db, part) : null;
  const name = part ? partName(t, locale, part, history?.draft) : '';
  const choices = await editorLinkChoices(locale);
  // Where a new address goes under each possible parent, per language (the address field's proposal).
  const addressSource = {
    pageId: page ? String(page.id) : '',
    parents: { '': {}, ...Object.fromEntries(parents.map(({ page: p }) => [String(p.id), perLanguage((l) => menuPagePath(p, l))])) },
  };
  // What an empty search-engine or social field says on the public page.
  const defaults = perLanguage((l) => seoDefaults(values.localized.title[l], values.localized.description[l], page?.params.metadata[l]));
  const seoPlaceholders = Object.fromEntries(
    (Object.keys(defaults.nl) as Array<keyof SeoDefaults>).map((key) => [key, perLanguage((l) => defaults[l][key])]),
  ) as Record<keyof SeoDefaults, Record<SiteLocale, string>>;
  return (
    <EditorFrame locale={locale} staff={staff} section="pages" title={title}>
      <p>
        <a href={`/${locale}/staff/pages/`}>{t('pages.back')}</a>
      </p>
      <EditorNotices locale={locale} notice={notice} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <section className={styles.panel} aria-labelledby="page-settings">
            <h2 id="page-settings">{t('pages.settings')}</h2>
            {urls && (
              <div className={styles.stack}>
                <h3>{t('pages.addresses')}</h3>
                <ul className={styles.inline} data-testid="page-urls">
                  {SITE_LOCALES.map((l) => (
                    <li key={l} className={`${styles.muted} ${styles.code}`}>
                      {urls[l]}
                    </li>
                  ))}
                </ul>
                {fixed && <p className={styles.muted}>{t('pages.fixedPath')}</p>}
              </div>
            )}
            <TranslationStatus level={3} locale={locale} languages={languages} offered={offeredLanguages().locales} rule={fixed ? { ...rule, untranslated: 'defaultLanguage' } : rule} />
            <FormMessages locale={locale} namespaces={['Editor', 'Forms', 'Validation', 'Errors']}>
              <LocalizedForm
                action={savePageAction.bind(null, locale)}
                page={`/${locale}/staff/pages/${id}/`}
                hidden={{ baseId: String(state.latestId ?? ''), id: page ? String(page.id) : '' }}
                locales={routing.locales}
                languageNames={languageNames}
                submitLabel={t('save')}
                publishLink={part ? t('editing.toPublish') : undefined}
                missing={page ? missingLanguages(languages, routing.locales) : []}
                missingLabel={t('translations.missingBadge')}
                general={[
                  { name: 'name', label: field('name'), kind: 'text', value: values.name, hint: field('nameHint'), placeholder: page ? undefined : field('fromTitle') },
                  ...(fixed ? [] : [{ name: 'path', label: field('path'), kind: 'text' as const, value: values.path, hint: field('pathHint'), code: true, advanced: true }]),
                  {
                    name: 'parentId',
                    label: field('parent'),
                    kind: 'select',
                    value: values.parentId,
                    options: [
                      { value: '', label: field('noParent') },
                      ...parents.map(({ page: p, depth }) => ({ value: String(p.id), label: `${'— '.repeat(depth)}${p.params.title[locale] || p.name}` })),
                    ],
                  },
                  { name: 'sort', label: field('sort'), kind: 'number', value: values.sort, hint: field('sortHint') },
                  {
                    name: 'status',
                    label: field('status'),
                    kind: 'select',
                    value: values.status,
                    options: PAGE_STATUSES.map((s) => ({ value: s, label: s === 'Published' ? t('pages.published') : t('pages.hidden') })),
                  },
                  { name: 'redirectUrl', label: field('redirectUrl'), kind: 'link', value: values.redirectUrl, hint: field('redirectHint'), choices, advanced: true },
                  { name: 'showInMenu', label: field('showInMenu'), kind: 'checkbox', value: values.showInMenu ? 'on' : '' },
                ]}
                advancedLabel={t('pages.advanced')}
                fields={[
                  { name: 'title', label: field('title'), kind: 'text', values: values.localized.title },
                  ...(fixed
                    ? []
                    : [{ name: 'localizedPath', label: field('localizedPath'), kind: 'address' as const, values: values.localized.localizedPath, hint: field('localizedPathHint'), address: addressSource }]),
                  { name: 'description', label: field('description'), kind: 'textarea', rows: 3, values: values.localized.description },
                  ...PAGE_METADATA_FIELDS.map((name) => ({
                    name,
                    label: field(name),
                    kind: name.endsWith('Description') ? ('textarea' as const) : ('text' as const),
                    rows: 2,
                    values: values.localized[name],
                    group: FIELD_GROUPS[name] ? t(`pages.groups.${FIELD_GROUPS[name]}`) : undefined,
                    advanced: true,
                    placeholders: seoPlaceholders[name as keyof SeoDefaults],
                  })),
                ]}
              />
            </FormMessages>
          </section>
          {page ? <PageModules locale={locale} page={page} baseId={state.latestId} /> : <p className={styles.muted}>{t('pages.saveFirst')}</p>}
          {page && (
            <section className={styles.panel} aria-labelledby="page-delete">
              <h2 id="page-delete">{t('pages.delete')}</h2>
              <p className={styles.muted}>{t('pages.deleteLead')}</p>
              <p>
                <a className="button button-outline" href={`/${locale}/staff/pages/${page.id}/delete/`}>
                  {t('pages.delete')}
                </a>
              </p>
            </section>
          )}
        </div>
        {part && (
          <PublishPanel
            locale={locale}
            document="menu"
            part={part}
            partName={name}
            hasDraft={history?.hasDraft ?? false}
            back={`/pages/${id}/`}
            previewPaths={previewPaths}
            sharedLink={notice.link}
          />
        )}
      </div>
      {history && <PartHistoryPanel locale={locale} history={history} name={name} />}
    </EditorFrame>
  );
}
