'use client';

/**
 * The formatted-text editor of an article's text (TipTap 3 on ProseMirror): a toolbar for
 * headings, bold, italic, lists, a link, a quotation, a photo of the media library, undo and
 * redo. It holds only what the article blocks hold (lib/content/article-schema): a paste from
 * Word or Google Docs keeps headings, lists, bold, italic and allowed links, and loses the rest —
 * a refused link or photo with a notice. Every change is written into the text area it replaced,
 * as the text markup the server reads (lib/content/rich-text). Loaded by ./rich-text-field only.
 */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { createPortal } from 'react-dom';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { blocksToDoc, docToBlocks } from '@/lib/content/rich-doc';
import { blocksToBody, MEDIA_SRC, parseBody } from '@/lib/content/rich-text';
import { textLinkHref } from '@/lib/content/text-links';
import type { SiteLocale } from '@/lib/locale';
import type { TextPhoto } from './rich-text-field';
import { cleanPastedHtml, typedLink } from './rich-text-paste';
import styles from './rich-text.module.css';

export type RichTextEditorProps = {
  textarea: HTMLTextAreaElement;
  locale: SiteLocale;
  label: string;
  describedBy?: string;
  invalid: boolean;
  photos: TextPhoto[];
  mediaPage: string;
};

/** A photo of the text: a block, the library's only, its caption shown under it while editing. */
const TextImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) =>
          MEDIA_SRC.test((element as HTMLElement).getAttribute('src') ?? '') ? null : false,
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const { title, ...img } = HTMLAttributes as Record<string, string | null>;
    return title
      ? ['figure', { class: styles.figure }, ['img', img], ['figcaption', {}, title]]
      : ['figure', { class: styles.figure }, ['img', img]];
  },
}).configure({ inline: false, allowBase64: false });

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const ICONS = {
  h2: <span className={styles.glyph}>H2</span>,
  h3: <span className={styles.glyph}>H3</span>,
  bold: <span className={`${styles.glyph} ${styles.bold}`}>B</span>,
  italic: <span className={`${styles.glyph} ${styles.italic}`}>I</span>,
  bulletList: (
    <Icon>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4" cy="6" r="1" fill="currentColor" />
      <circle cx="4" cy="12" r="1" fill="currentColor" />
      <circle cx="4" cy="18" r="1" fill="currentColor" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M10 6h10M10 12h10M10 18h10M4 4v4M3 8h2M3 14.5a1.5 1.5 0 0 1 3 0c0 1-3 2-3 3.5h3" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </Icon>
  ),
  quote: (
    <Icon>
      <path d="M7 7H4v5h3v1a3 3 0 0 1-3 3M17 7h-3v5h3v1a3 3 0 0 1-3 3" />
    </Icon>
  ),
  image: (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 17-5-5-9 8" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H9a5 5 0 0 0 0 10h3" />
    </Icon>
  ),
};

type Tool = keyof typeof ICONS;

const OFF = { h2: false, h3: false, bold: false, italic: false, bulletList: false, orderedList: false, link: false, quote: false, image: false, undo: false, redo: false };

/** The text area the editor replaced gets its text as markup: what the form posts. */
function writeBack(textarea: HTMLTextAreaElement, markup: string) {
  textarea.value = markup;
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

export function RichTextEditor({
  textarea,
  locale,
  label,
  describedBy,
  invalid,
  photos,
  mediaPage,
}: RichTextEditorProps) {
  const t = useTranslations('Editor.richText');
  const id = useId();
  // The text as it came (typed without JavaScript, or refused by a save): what it may not keep is said.
  const loaded = useMemo(() => parseBody(textarea.value), [textarea]);
  const [notice, setNotice] = useState<string | null>(() => {
    const { links, images } = loaded.dropped;
    const said = [
      links.length > 0 ? t('droppedLinks', { count: links.length, example: links[0]!.slice(0, 80) }) : '',
      images.length > 0 ? t('droppedImages', { count: images.length }) : '',
    ];
    return said.filter(Boolean).join(' ') || null;
  });
  const linkDialog = useRef<HTMLDialogElement>(null);
  const imageDialog = useRef<HTMLDialogElement>(null);
  const [linkState, setLinkState] = useState({
    href: '',
    text: '',
    needsText: false,
    error: false,
  });
  const [imageState, setImageState] = useState({
    url: '',
    alt: '',
    caption: '',
    search: '',
    error: false,
    editing: false,
  });

  const initial = useMemo(() => blocksToDoc(loaded.blocks), [loaded]);
  const write = (editor: Editor) => writeBack(textarea, blocksToBody(docToBlocks(editor.getJSON())));
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        hardBreak: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        // Off: an autolinked mark grows with what is typed after it ('partner.' would be the link).
        autolink: false,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        isAllowedUri: (url) => textLinkHref(url) !== null,
        HTMLAttributes: { rel: null, target: null },
      }),
      TextImage,
    ],
    content: initial,
    editorProps: {
      attributes: {
        class: `${styles.content}${invalid ? ` ${styles.invalid}` : ''}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        lang: locale,
        'data-testid': `rich-text-${textarea.name}`,
      },
      transformPastedHTML: (html) => {
        const refused = { links: 0, images: 0 };
        const clean = cleanPastedHtml(html, refused);
        const said = [refused.links > 0 ? t('pasteLinks', { count: refused.links }) : '', refused.images > 0 ? t('pasteImages', { count: refused.images }) : ''];
        setNotice(said.filter(Boolean).join(' ') || null);
        return clean;
      },
    },
    onUpdate: ({ editor }) => write(editor),
    onCreate: ({ editor }) => write(editor),
  });

  // The field's label pointed at the text area: a click on it now goes to the editor.
  useEffect(() => {
    const label = textarea.labels?.[0] ?? null;
    if (!label || !editor) return;
    const focus = () => editor.commands.focus();
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [editor, textarea]);

  const selected = useEditorState({
    editor,
    selector: ({ editor }) =>
      editor
        ? {
            h2: editor.isActive('heading', { level: 2 }),
            h3: editor.isActive('heading', { level: 3 }),
            bold: editor.isActive('bold'),
            italic: editor.isActive('italic'),
            bulletList: editor.isActive('bulletList'),
            orderedList: editor.isActive('orderedList'),
            link: editor.isActive('link'),
            quote: editor.isActive('blockquote'),
            image: editor.isActive('image'),
            undo: editor.can().undo(),
            redo: editor.can().redo(),
          }
        : null,
  });

  if (!editor) return null;
  // Until the editor's first transaction the selector has not seen it: nothing is on yet.
  const state = selected ?? OFF;

  const openLink = () => {
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setLinkState({
      href,
      text: '',
      needsText: editor.state.selection.empty && !state.link,
      error: false,
    });
    linkDialog.current?.showModal();
  };
  // Closing a modal dialog gives the focus back to the toolbar button that opened it; the text takes
  // it at once (the editor's own focus command waits a frame, and letters typed meanwhile were lost).
  const backToText = (dialog: HTMLDialogElement | null) => {
    dialog?.close();
    editor.view.focus();
  };
  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    const href = typedLink(linkState.href);
    if (!href || (linkState.needsText && linkState.text.trim() === '')) {
      setLinkState((s) => ({ ...s, error: true }));
      return;
    }
    backToText(linkDialog.current);
    const chain = editor.chain();
    if (linkState.needsText)
      chain
        .insertContent({
          type: 'text',
          text: linkState.text.trim(),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    else chain.extendMarkRange('link').setLink({ href }).run();
  };
  const removeLink = () => {
    backToText(linkDialog.current);
    editor.chain().extendMarkRange('link').unsetLink().run();
  };

  const openImage = () => {
    const attrs = state.image
      ? (editor.getAttributes('image') as { src?: string; alt?: string; title?: string })
      : null;
    setImageState({
      url: attrs?.src ?? '',
      alt: attrs?.alt ?? '',
      caption: attrs?.title ?? '',
      search: '',
      error: false,
      editing: Boolean(attrs),
    });
    imageDialog.current?.showModal();
  };
  const choosePhoto = (photo: TextPhoto) =>
    setImageState((s) => ({
      ...s,
      url: photo.url,
      alt: s.url === photo.url ? s.alt : photo.alt[locale] || s.alt,
      error: false,
    }));
  const applyImage = (event: FormEvent) => {
    event.preventDefault();
    if (!MEDIA_SRC.test(imageState.url)) {
      setImageState((s) => ({ ...s, error: true }));
      return;
    }
    const attrs = {
      src: imageState.url,
      alt: imageState.alt.trim(),
      title: imageState.caption.trim() || null,
    };
    backToText(imageDialog.current);
    if (imageState.editing) editor.chain().updateAttributes('image', attrs).run();
    else
      editor
        .chain()
        .setImage(attrs as { src: string; alt?: string; title?: string })
        .run();
  };

  const run: Record<Tool, () => void> = {
    h2: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    h3: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    bold: () => editor.chain().focus().toggleBold().run(),
    italic: () => editor.chain().focus().toggleItalic().run(),
    bulletList: () => editor.chain().focus().toggleBulletList().run(),
    orderedList: () => editor.chain().focus().toggleOrderedList().run(),
    link: openLink,
    quote: () => editor.chain().focus().toggleBlockquote().run(),
    image: openImage,
    undo: () => editor.chain().focus().undo().run(),
    redo: () => editor.chain().focus().redo().run(),
  };
  const pressed = (tool: Tool): boolean | undefined =>
    tool === 'undo' || tool === 'redo' || tool === 'link' || tool === 'image'
      ? undefined
      : state[tool];
  const disabled = (tool: Tool) =>
    tool === 'undo' ? !state.undo : tool === 'redo' ? !state.redo : false;
  const groups: Tool[][] = [
    ['h2', 'h3'],
    ['bold', 'italic', 'link'],
    ['bulletList', 'orderedList', 'quote', 'image'],
    ['undo', 'redo'],
  ];
  // Arrow keys move along the toolbar (WAI-ARIA toolbar pattern); Tab leaves it.
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
    );
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
    event.preventDefault();
  };
  const shown = photos.filter((p) => {
    const q = imageState.search.trim().toLowerCase();
    return (
      !q ||
      p.name.toLowerCase().includes(q) ||
      Object.values(p.alt).some((a) => a.toLowerCase().includes(q))
    );
  });

  return (
    <div className={styles.editor} data-testid="rich-text-editor">
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label={t('toolbar', { field: label })}
        aria-controls={`${id}-content`}
        onKeyDown={onToolbarKey}
      >
        {groups.map((group, g) => (
          <div key={g} className={styles.group}>
            {group.map((tool) => (
              <button
                key={tool}
                type="button"
                className={styles.tool}
                aria-pressed={pressed(tool)}
                disabled={disabled(tool)}
                title={t(`tools.${tool}`)}
                aria-label={t(`tools.${tool}`)}
                data-tool={tool}
                onMouseDown={(event) => event.preventDefault()}
                onClick={run[tool]}
              >
                {ICONS[tool]}
              </button>
            ))}
          </div>
        ))}
      </div>
      <EditorContent editor={editor} id={`${id}-content`} />
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}

      {createPortal(
        <>
          <dialog ref={linkDialog} className={styles.dialog} aria-labelledby={`${id}-link-title`}>
            <form method="dialog" onSubmit={applyLink} className={styles.dialogForm}>
              <h2 id={`${id}-link-title`}>{t('link.title')}</h2>
              {linkState.needsText && (
                <div className={formStyles.field}>
                  <label className={formStyles.label} htmlFor={`${id}-link-text`}>
                    {t('link.text')}
                  </label>
                  <input
                    id={`${id}-link-text`}
                    className={formStyles.input}
                    value={linkState.text}
                    onChange={(e) =>
                      setLinkState((s) => ({ ...s, text: e.target.value, error: false }))
                    }
                  />
                </div>
              )}
              <div className={formStyles.field}>
                <label className={formStyles.label} htmlFor={`${id}-link-href`}>
                  {t('link.href')}
                </label>
                <input
                  id={`${id}-link-href`}
                  className={formStyles.input}
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  value={linkState.href}
                  aria-describedby={`${id}-link-hint${linkState.error ? ` ${id}-link-error` : ''}`}
                  aria-invalid={linkState.error || undefined}
                  onChange={(e) =>
                    setLinkState((s) => ({ ...s, href: e.target.value, error: false }))
                  }
                />
                <p id={`${id}-link-hint`} className={formStyles.hint}>
                  {t('link.hint')}
                </p>
                {linkState.error && (
                  <p id={`${id}-link-error`} className={formStyles.error} role="alert">
                    {t('link.refused')}
                  </p>
                )}
              </div>
              <div className={styles.dialogActions}>
                <button type="submit" className="button button-accent">
                  {t('link.apply')}
                </button>
                {state.link && (
                  <button type="button" className="button button-outline" onClick={removeLink}>
                    {t('link.remove')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button-outline"
                  onClick={() => linkDialog.current?.close()}
                >
                  {t('cancel')}
                </button>
              </div>
            </form>
          </dialog>

          <dialog
            ref={imageDialog}
            className={`${styles.dialog} ${styles.imageDialog}`}
            aria-labelledby={`${id}-image-title`}
          >
            <form method="dialog" onSubmit={applyImage} className={styles.dialogForm}>
              <h2 id={`${id}-image-title`}>{t('image.title')}</h2>
              {photos.length === 0 ? (
                <p>
                  {t('image.none')} <a href={mediaPage}>{t('image.library')}</a>
                </p>
              ) : (
                <>
                  <div className={formStyles.field}>
                    <label className={formStyles.label} htmlFor={`${id}-image-search`}>
                      {t('image.search')}
                    </label>
                    <input
                      id={`${id}-image-search`}
                      type="search"
                      className={formStyles.input}
                      value={imageState.search}
                      onChange={(e) => setImageState((s) => ({ ...s, search: e.target.value }))}
                    />
                  </div>
                  <fieldset className={styles.photos}>
                    <legend className="visually-hidden">{t('image.choose')}</legend>
                    {shown.map((photo) => (
                      <label
                        key={photo.url}
                        className={styles.photo}
                        data-selected={imageState.url === photo.url || undefined}
                      >
                        <input
                          type="radio"
                          name={`${id}-photo`}
                          value={photo.url}
                          checked={imageState.url === photo.url}
                          onChange={() => choosePhoto(photo)}
                          className="visually-hidden"
                        />
                        {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the library, in the staff screen only */}
                        <img
                          src={photo.thumb}
                          alt=""
                          width={120}
                          height={Math.round((120 * photo.height) / Math.max(1, photo.width))}
                          loading="lazy"
                        />
                        <span>{photo.alt[locale] || photo.name}</span>
                      </label>
                    ))}
                    {shown.length === 0 && <p>{t('image.noMatch')}</p>}
                  </fieldset>
                  {imageState.error && (
                    <p className={formStyles.error} role="alert">
                      {t('image.pick')}
                    </p>
                  )}
                  <div className={formStyles.field}>
                    <label className={formStyles.label} htmlFor={`${id}-image-alt`}>
                      {t('image.alt')}
                    </label>
                    <input
                      id={`${id}-image-alt`}
                      className={formStyles.input}
                      value={imageState.alt}
                      lang={locale}
                      aria-describedby={`${id}-image-alt-hint`}
                      onChange={(e) => setImageState((s) => ({ ...s, alt: e.target.value }))}
                    />
                    <p id={`${id}-image-alt-hint`} className={formStyles.hint}>
                      {t('image.altHint')}
                    </p>
                  </div>
                  <div className={formStyles.field}>
                    <label className={formStyles.label} htmlFor={`${id}-image-caption`}>
                      {t('image.caption')}
                    </label>
                    <input
                      id={`${id}-image-caption`}
                      className={formStyles.input}
                      value={imageState.caption}
                      lang={locale}
                      onChange={(e) => setImageState((s) => ({ ...s, caption: e.target.value }))}
                    />
                  </div>
                </>
              )}
              <div className={styles.dialogActions}>
                {photos.length > 0 && (
                  <button type="submit" className="button button-accent">
                    {imageState.editing ? t('image.update') : t('image.insert')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button-outline"
                  onClick={() => imageDialog.current?.close()}
                >
                  {t('cancel')}
                </button>
              </div>
            </form>
          </dialog>
        </>,
        // Outside the article's form: a form may not hold another.
        document.body,
      )}
    </div>
  );
}
