'use client';

import { useEffect, useState, type ComponentType, type TextareaHTMLAttributes } from 'react';
import type { SiteLocale } from '@/lib/locale';
import type { RichTextEditorProps } from './rich-text-editor';

/** A photo of the media library the text may show: what the picker lists. */
export type TextPhoto = {
  url: string;
  /** A small file of it from the image optimizer, for the picker. */
  thumb: string;
  width: number;
  height: number;
  name: string;
  alt: Record<SiteLocale, string>;
};

/**
 * An article's text: the text area of the text markup (lib/content/rich-text), which is all there
 * is without JavaScript; with it, the formatted-text editor (TipTap, ./rich-text-editor) loads on
 * its own, only on the staff screens, takes the text area's place and writes its text back into
 * it, so the form posts the same field either way.
 */
export function RichTextField({
  textarea,
  locale,
  label,
  photos,
  mediaPage,
}: {
  textarea: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; name: string };
  locale: SiteLocale;
  label: string;
  photos: TextPhoto[];
  mediaPage: string;
}) {
  const [area, setArea] = useState<HTMLTextAreaElement | null>(null);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./rich-text-editor').then(
      (module) => live && setEditor(() => module.RichTextEditor),
      // Offline, or a chunk gone after a deployment: the text area stays, and works.
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const active = Editor !== null && !failed;
  return (
    <>
      <textarea ref={setArea} {...textarea} hidden={active} data-rich-text={active ? 'editor' : 'markup'} />
      {active && area && (
        <Editor
          textarea={area}
          locale={locale}
          label={label}
          describedBy={textarea['aria-describedby']}
          invalid={textarea['aria-invalid'] === true}
          photos={photos}
          mediaPage={mediaPage}
        />
      )}
    </>
  );
}
