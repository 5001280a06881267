import 'server-only';
import { getTranslations } from 'next-intl/server';
import { flattenTree } from '@/lib/content/page-edit';
import { linkChoices, type LinkChoice } from '@/lib/content/link-choices';
import type { SiteLocale } from '@/lib/locale';
import { getDb } from '../db/client';
import { documentState } from './store';

/** The pages a link field of the editor offers, titled in the staff member's language: the page tree as staff see it (drafts too). */
export async function editorLinkChoices(locale: SiteLocale): Promise<LinkChoice[]> {
  const state = await documentState(getDb().db, 'menu');
  const t = await getTranslations({ locale });
  return linkChoices(flattenTree((state.draft ?? state.published).data), locale, (key) => t(key));
}
