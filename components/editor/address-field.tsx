'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { proposedAddress } from '@/lib/content/page-address';
import type { AddressCheck } from '@/lib/content/page-edit';
import type { SiteLocale } from '@/lib/locale';
import { checkAddressAction } from '@/lib/server/actions/editor-pages';
import styles from './editor.module.css';

/** How long typing pauses before the address is checked. */
const CHECK_DELAY_MS = 350;

export type AddressSource = {
  /** The page being edited ('' for a new one). */
  pageId: string;
  /** Each possible parent's address per language ('' for none), for the proposal under it. */
  parents: Record<string, Partial<Record<SiteLocale, string>>>;
};

/**
 * A page's address in one language. While staff have not typed one, it follows the title of that
 * language ('Ons team' → '/ons-team', under the chosen parent); once edited it stays theirs. A
 * pause in typing asks the server whether the address is free and says so. Without JavaScript the
 * field is a plain input, and an empty one means "from the title" on the server.
 */
export function AddressField({ input, locale, source }: { input: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string }; locale: SiteLocale; source: AddressSource }) {
  const t = useTranslations('Editor.pages.address');
  const ref = useRef<HTMLInputElement>(null);
  const [check, setCheck] = useState<(AddressCheck & { address: string }) | null>(null);

  useEffect(() => {
    const field = ref.current;
    const form = field?.form;
    if (!field || !form) return;
    const title = form.elements.namedItem(`title.${locale}`) as HTMLInputElement | null;
    const parent = form.elements.namedItem('parentId') as HTMLSelectElement | null;
    const proposal = () => proposedAddress(source.parents[parent?.value ?? '']?.[locale] ?? '', title?.value ?? '');
    // Staff's own address is kept; an empty one, or the one the title proposes, follows the title.
    let edited = field.value !== '' && field.value !== proposal();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = () => {
      clearTimeout(timer);
      const address = field.value.trim();
      if (address === '') return setCheck(null);
      timer = setTimeout(async () => {
        const question = ++asked;
        const answer = await checkAddressAction({ pageId: source.pageId, locale, address }).catch(() => null);
        if (question === asked) setCheck(answer && { ...answer, address });
      }, CHECK_DELAY_MS);
    };
    const follow = () => {
      if (edited) return;
      field.value = proposal();
      ask();
    };
    const typed = () => {
      edited = field.value.trim() !== '';
      ask();
    };
    title?.addEventListener('input', follow);
    parent?.addEventListener('change', follow);
    field.addEventListener('input', typed);
    if (field.value !== '' && field.defaultValue !== field.value) ask();
    return () => {
      clearTimeout(timer);
      title?.removeEventListener('input', follow);
      parent?.removeEventListener('change', follow);
      field.removeEventListener('input', typed);
    };
  }, [locale, source]);

  return (
    <>
      <input ref={ref} {...input} type="text" inputMode="url" autoComplete="off" spellCheck={false} />
      <p className={styles.addressCheck} aria-live="polite" data-state={check?.state} data-testid={`address-check-${locale}`}>
        {check?.state === 'free' && t('free', { url: `/${locale}${check.address.replace(/\/+$/, '')}/` })}
        {check?.state === 'taken' && (check.by === 'route' ? t('takenByRoute') : t('taken', { name: check.by }))}
        {check?.state === 'invalid' && t('invalid')}
      </p>
    </>
  );
}
