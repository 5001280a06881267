import type { SiteLocale } from '@/lib/locale';

const CATALOGUES = {
  nl: () => import('@/messages/nl.json'),
  fr: () => import('@/messages/fr.json'),
  en: () => import('@/messages/en.json'),
  de: () => import('@/messages/de.json'),
} as const satisfies Record<SiteLocale, unknown>;

export type Namespace = keyof Awaited<ReturnType<(typeof CATALOGUES)['fr']>>['default'];

export const FORM_NAMESPACES: Namespace[] = ['Forms', 'Validation', 'Errors', 'Success'];

/** The messages of `namespaces` in `locale`, nothing more: what a form island is given. */
export async function messagesOf(locale: SiteLocale, namespaces: readonly Namespace[]) {
  const all = (await CATALOGUES[locale]()).default;
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
}
