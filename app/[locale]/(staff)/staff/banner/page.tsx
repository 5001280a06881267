import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { LocalizedForm } from '@/components/editor/localized-form';
import { otherSiteDrafts, PartHistoryPanel } from '@/components/editor/history-panel';
import { EditorNotices, PublishPanel } from '@/components/editor/publish-panel';
import { BannerGalleryList } from '@/components/editor/banner-gallery-list';
import { BannerPreview } from '@/components/editor/banner-preview';
import { MediaPicker, MediaPickerSearch, PICKER_SEARCH } from '@/components/editor/media-picker';
import { FormMessages } from '@/components/forms/form-messages';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { secondsText } from '@/lib/content/banner-gallery';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { saveBannerAction } from '@/lib/server/actions/editor';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import type { ContentPart } from '@/lib/content/parts';
import { partHistory } from '@/lib/server/content/history';
import { documentState } from '@/lib/server/content/store';
import { listUploads } from '@/lib/server/media/media-store';
import { videoLabel } from '@/components/editor/media-videos';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('banner.title'), ...EDITOR_METADATA };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const BANNER: ContentPart = { document: 'site', kind: 'banner' };

/** The banner's video choices: none, the library's videos, and the file it plays now when that is not one of them. */
async function videoChoices(locale: SiteLocale, current: string): Promise<Array<{ value: string; label: string }>> {
  const t = await getTranslations({ locale, namespace: 'Editor.banner' });
  const videos = await listUploads(getDb().db, 'video');
  const kept = current !== '' && !videos.some((v) => v.url === current) ? [{ value: current, label: t('videoKept', { file: current.split('/').pop() ?? current }) }] : [];
  return [{ value: '', label: t('noVideo') }, ...kept, ...videos.map((v) => ({ value: v.url, label: videoLabel(v, locale) }))];
}

/** The home banner: what it shows (photo, gallery, video), its title and subtitle in four languages; draft, preview, publish, history. */
export default async function BannerEditor({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const state = await documentState(db, 'site');
  const banner = (state.draft ?? state.published).data.banner;
  const history = await partHistory(db, BANNER);
  const gallery = banner.type === 'gallery';
  const page = `/${locale}/staff/banner/`;
  const languageNames = Object.fromEntries(SITE_LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<(typeof SITE_LOCALES)[number], string>;
  return (
    <EditorFrame locale={locale} staff={staff} section="banner" title={t('banner.title')} lead={t('banner.lead')}>
      <EditorNotices locale={locale} notice={notice} />
      <BannerPreview locale={locale} banner={banner} />
      <div className={styles.columns}>
        <section className={styles.panel} aria-label={t('banner.title')}>
          <FormMessages locale={locale} namespaces={['Editor', 'Forms', 'Validation', 'Errors']}>
            <LocalizedForm
              action={saveBannerAction.bind(null, locale)}
              page={page}
              hidden={{ baseId: String(state.latestId ?? '') }}
              locales={routing.locales}
              languageNames={languageNames}
              submitLabel={t('save')}
              publishLink={t('editing.toPublish')}
              general={[
                {
                  name: 'type',
                  label: t('banner.type'),
                  kind: 'select',
                  value: banner.type,
                  options: (['image', 'gallery', 'video'] as const).map((value) => ({ value, label: t(`banner.types.${value}`) })),
                },
                { name: 'autoplaySpeed', label: t('banner.autoplaySpeed'), kind: 'text', value: secondsText(banner.gallery.config.autoplaySpeed, locale), hint: t('banner.autoplaySpeedHint') },
                { name: 'transitionSpeed', label: t('banner.transitionSpeed'), kind: 'text', value: secondsText(banner.gallery.config.transitionSpeed, locale), hint: t('banner.transitionSpeedHint') },
                { name: 'videoUrl', label: t('banner.videoUrl'), kind: 'select', value: banner.video.url, hint: t('banner.videoUrlHint'), options: await videoChoices(locale, banner.video.url) },
                { name: 'showLogo', label: t('banner.showLogo'), kind: 'checkbox', value: banner.showLogo ? 'on' : '' },
                { name: 'showSearch', label: t('banner.showSearch'), kind: 'checkbox', value: banner.showSearch ? 'on' : '' },
              ]}
              before={
                <>
                  <BannerGalleryList locale={locale} images={banner.gallery.images} />
                  <MediaPicker
                    locale={locale}
                    name="image"
                    legend={t(gallery ? 'media.galleryPhoto' : 'media.bannerPhoto')}
                    hint={t(gallery ? 'media.galleryPhotoHint' : 'media.bannerPhotoHint')}
                    chosen={gallery ? '' : banner.image.url}
                    keep={gallery ? null : banner.image.url}
                    empty={gallery ? t('media.addNothing') : null}
                    search={notice[PICKER_SEARCH] ?? ''}
                    tooLarge={notice.tooLarge}
                  />
                </>
              }
              fields={[
                { name: 'title', label: t('fields.title'), kind: 'text', values: banner.title, required: true },
                { name: 'description', label: t('fields.description'), kind: 'textarea', rows: 3, values: banner.description },
              ]}
            />
          </FormMessages>
          <MediaPickerSearch name="image" page={page} />
        </section>
        <div className={styles.stack}>
          <PublishPanel
            locale={locale}
            document="site"
            part={BANNER}
            partName={t('banner.title')}
            others={await otherSiteDrafts(locale, BANNER, staff.role)}
            hasDraft={history.hasDraft}
            back="/banner/"
            previewPaths={Object.fromEntries(routing.locales.map((l) => [l, `/preview/${l}/`]))}
            sharedLink={notice.link}
          />
        </div>
      </div>
      <PartHistoryPanel locale={locale} history={history} name={t('banner.title')} />
    </EditorFrame>
  );
}
