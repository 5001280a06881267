import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import { routing } from '@/i18n/routing';
import { photoProps } from '@/lib/images/photo-props';
import type { SiteLocale } from '@/lib/locale';
import { refusalMessage, tooLargeBytes } from '@/lib/media/upload-limits';
import { getDb } from '@/lib/server/db/client';
import { listUploads, type UploadSummary } from '@/lib/server/media/media-store';
import { pickerFileField } from '@/lib/server/media/picked-image';
import { MediaPickerChoices, PhotoFileInput, type PickerPhoto } from './media-picker-choices';
import styles from './media.module.css';

/** The query parameter of the picker's search (a GET form: it works without JavaScript). */
export const PICKER_SEARCH = 'photos';
/** How many photos the picker lists at once; a search narrows them. */
const SHOWN = 24;

/** A label for an upload in a list: its description, else its file name. */
export const uploadLabel = (upload: UploadSummary, locale: SiteLocale) => upload.alt[locale] || upload.alt[routing.defaultLocale] || upload.originalName;

const thumbOf = (url: string, width: number, height: number): PickerPhoto['thumb'] => {
  const h = Math.max(1, Math.round((120 * height) / Math.max(1, width)));
  const { src, srcSet } = photoProps({ src: url, alt: '', width: 120, height: h });
  return { src, srcSet, width: 120, height: h };
};

const searchText = (upload: UploadSummary) => [upload.originalName, ...Object.values(upload.alt)].join(' ').toLocaleLowerCase();
const matches = (upload: UploadSummary, words: string[]) => words.every((w) => searchText(upload).includes(w));

/** What a `tooLarge` query (a post proxy.ts refused before reading it) says, in words; else undefined. */
export async function tooLargeNotice(locale: SiteLocale, value: string | undefined): Promise<string | undefined> {
  const bytes = tooLargeBytes(value);
  if (bytes === null) return undefined;
  const t = await getTranslations({ locale, namespace: 'Editor.media' });
  const { key, values } = refusalMessage({ error: 'imageTooLarge', bytes }, locale);
  return t(`errors.${key}` as never, values as never);
}

/** The id of the search form a picker's search field belongs to (./media-picker MediaPickerSearch). */
const searchFormId = (name: string) => `picker-search-${name}`;

/**
 * Chooses a photo of the media library for the form it is in: thumbnails as radio buttons
 * (posted as `name`), a search, and a file input to upload a new photo that is then chosen
 * (posted as `<name>File`, lib/server/media/picked-image). Its search field belongs to the GET
 * form MediaPickerSearch, which the page renders outside the editor's form.
 */
export async function MediaPicker({
  locale,
  name,
  legend,
  hint,
  chosen,
  keep,
  empty,
  search,
  tooLarge,
}: {
  locale: SiteLocale;
  name: string;
  legend: string;
  hint?: string;
  /** The choice shown as made: an upload's address, the kept photo, or '' for `empty`. */
  chosen: string;
  /** The photo the page shows now when it is not in the library (a photo delivered with the site). */
  keep?: string | null;
  /** The label of the choice '' (no photo, or keep as it is), or null for none. */
  empty: string | null;
  /** The page's search query (`PICKER_SEARCH`). */
  search: string;
  /** The size of a post proxy.ts refused as too large (its `tooLarge` query), to say in words. */
  tooLarge?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor.media' });
  const uploads = await listUploads(getDb().db);
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const found = uploads.filter((u) => matches(u, words));
  const shown = found.slice(0, SHOWN);
  // The chosen photo is always offered, whatever the search.
  const chosenUpload = uploads.find((u) => u.url === chosen);
  if (chosenUpload && !shown.includes(chosenUpload)) shown.unshift(chosenUpload);
  const photos: PickerPhoto[] = shown.map((u) => ({
    url: u.url,
    thumb: thumbOf(u.url, u.width, u.height),
    label: uploadLabel(u, locale),
    detail: t('pixels', { width: u.width, height: u.height }),
    words: searchText(u),
  }));
  if (keep && !uploads.some((u) => u.url === keep)) photos.unshift({ url: keep, thumb: thumbOf(keep, 4, 3), label: t('current'), detail: keep.split('/').at(-1) ?? '', words: '' });
  const notice = await tooLargeNotice(locale, tooLarge);
  const form = searchFormId(name);
  return (
    <fieldset className={styles.pickerBox} data-picker={name}>
      <legend className={styles.pickerLegend}>{legend}</legend>
      {hint && <p className={formStyles.hint}>{hint}</p>}
      <MediaPickerChoices
        name={name}
        photos={photos}
        empty={empty}
        defaultValue={chosen}
        search={{
          form,
          param: PICKER_SEARCH,
          query: search,
          label: t('search'),
          button: t('searchButton'),
          found: words.length > 0 ? t('found', { count: found.length }) : null,
          more: words.length === 0 && found.length > SHOWN ? t('more', { count: found.length - SHOWN }) : null,
          // Every photo is listed: a search can filter them in the browser.
          complete: words.length === 0 && found.length <= SHOWN,
        }}
      />
      {photos.length === 0 && <p className={formStyles.hint}>{t('empty')}</p>}
      <PhotoFileInput id={`${name}-file`} name={pickerFileField(name)} label={t('uploadHere')} hint={t('uploadHereHint')} notice={notice} />
    </fieldset>
  );
}

/**
 * The GET form a picker's search field and button belong to (by their `form` attribute): an
 * editor's form cannot hold another form. Rendered by the page, outside the editor's form.
 */
export function MediaPickerSearch({ name, page }: { name: string; page: string }) {
  return <form id={searchFormId(name)} method="get" action={page} />;
}
