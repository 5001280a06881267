'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, refusalMessage, VIDEO_ACCEPT, VIDEO_MAX_BYTES } from '@/lib/media/upload-limits';
import { useEditorFormState } from './editor-form';
import { FileField } from './file-field';
import styles from './media.module.css';

/** A photo the picker offers: its address (the posted value), a small file to show, its name, the words a search finds it by. */
export type PickerPhoto = { url: string; thumb: { src: string; srcSet?: string; width: number; height: number }; label: string; detail: string; words: string };

/** The picker's search: a field and button of the GET form `form` (it works without JavaScript). */
export type PickerSearch = { form: string; param: string; query: string; label: string; button: string; found: string | null; more: string | null; complete: boolean };

const wordsOf = (text: string) => text.toLocaleLowerCase().split(/\s+/).filter(Boolean);

/**
 * The picker's search and photos as radio buttons with their thumbnails. With JavaScript, a search
 * among photos all listed already filters them in place (what is typed in the form stays); else the
 * GET form asks the server. After a refusal the choice posted stays chosen (a photo uploaded
 * meanwhile included: the action answers with its address).
 */
export function MediaPickerChoices({ name, photos, empty, defaultValue, search }: { name: string; photos: PickerPhoto[]; empty: string | null; defaultValue: string; search: PickerSearch }) {
  const t = useTranslations('Editor.media');
  const { state } = useEditorFormState();
  const chosen = state?.formValues?.[name] ?? defaultValue;
  const id = useId();
  const [filter, setFilter] = useState<string[] | null>(null);
  const shown = (photo: PickerPhoto) => filter === null || filter.every((w) => photo.words.includes(w)) || photo.url === chosen;
  const filterHere = (event: { preventDefault(): void }, query: string) => {
    if (!search.complete) return;
    event.preventDefault();
    setFilter(wordsOf(query));
  };
  const count = filter === null ? null : photos.filter((p) => filter.every((w) => p.words.includes(w))).length;
  const searchId = `${search.form}-q`;
  return (
    <>
      <div className={styles.pickerSearch}>
        <label className={formStyles.label} htmlFor={searchId}>
          {search.label}
        </label>
        <div className={styles.pickerSearchRow}>
          <input
            id={searchId}
            form={search.form}
            name={search.param}
            type="search"
            defaultValue={search.query}
            className={formStyles.input}
            autoComplete="off"
            onKeyDown={(event) => event.key === 'Enter' && filterHere(event, event.currentTarget.value)}
          />
          <button type="submit" form={search.form} className="button button-outline" onClick={(event) => filterHere(event, (document.getElementById(searchId) as HTMLInputElement).value)}>
            {search.button}
          </button>
        </div>
        {count !== null && filter!.length > 0 ? (
          <p className={formStyles.hint} role="status">
            {t('found', { count })}
          </p>
        ) : (
          count === null && search.found && (
            <p className={formStyles.hint} role="status">
              {search.found}
            </p>
          )
        )}
        {search.more && <p className={formStyles.hint}>{search.more}</p>}
      </div>
      <ul className={styles.choices}>
      {empty !== null && (
        <li>
          <input className={styles.choiceInput} type="radio" id={`${id}-none`} name={name} value="" defaultChecked={chosen === ''} />
          <label className={`${styles.choice} ${styles.choiceNone}`} htmlFor={`${id}-none`}>
            <span className={styles.choiceLabel}>{empty}</span>
          </label>
        </li>
      )}
      {photos.map((photo, i) => (
        <li key={photo.url} hidden={!shown(photo)}>
          <input className={styles.choiceInput} type="radio" id={`${id}-${i}`} name={name} value={photo.url} defaultChecked={chosen === photo.url} />
          <label className={styles.choice} htmlFor={`${id}-${i}`} data-photo={photo.url}>
            {/* The name beside it says what it is. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img className={styles.choiceThumb} src={photo.thumb.src} srcSet={photo.thumb.srcSet} width={photo.thumb.width} height={photo.thumb.height} alt="" loading="lazy" decoding="async" />
            <span className={styles.choiceLabel}>{photo.label}</span>
            <span className={styles.choiceDetail}>{photo.detail}</span>
          </label>
        </li>
      ))}
      </ul>
    </>
  );
}

type FileInputProps = { id: string; name: string; label: string; hint: string; notice?: string };

/** A file input of the media library that refuses a file over its limit as soon as it is chosen (never sent), in words. */
function LimitedFileInput({ kind, required, ...field }: FileInputProps & { kind: 'photo' | 'video'; required?: boolean }) {
  const t = useTranslations('Editor.media');
  const locale = useLocale();
  const [max, error, accept] = kind === 'video' ? ([VIDEO_MAX_BYTES, 'videoTooLarge', VIDEO_ACCEPT] as const) : ([MEDIA_MAX_BYTES, 'imageTooLarge', MEDIA_ACCEPT] as const);
  const check = (file: File) => {
    if (file.size <= max) return null;
    const { key, values } = refusalMessage({ error, bytes: file.size }, locale);
    return t(`errors.${key}` as never, values as never);
  };
  return <FileField {...field} accept={accept} required={required} check={check} />;
}

/** The photo file of an upload form. */
export const PhotoFileInput = (props: FileInputProps) => <LimitedFileInput kind="photo" {...props} />;

/** The video file of the media screen's video form. */
export const VideoFileInput = (props: FileInputProps) => <LimitedFileInput kind="video" required {...props} />;
