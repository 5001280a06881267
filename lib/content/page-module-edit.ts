/**
 * The modules of a page as the editor's forms show them, and the tree they save: add,
 * change, move up or down, remove. Pure, like page-edit.
 */
import { SITE_LOCALES } from '@/lib/locale';
import { perLocale, type PerLocale } from './article-edit';
import type { ModuleForm } from '@/lib/forms/staff-pages';
import type { MenuPage, PageModule } from './menu-schema';
import { findPage, flattenTree, type PageEdit } from './page-edit';
import { layoutOf, widthOf } from './module-layout';
import { bySort } from './page-order';
import { orderByPositions, stepInOrder } from './sort-order';
import { writtenOnly } from './translations';


export interface ModuleFields {
  relation: string;
  layout: string;
  view: string;
  backgroundType: string;
  colorBackground: string;
  imageUrl: string;
  numberItemOfRow: string;
  maxItems: string;
  titleSize: string;
  localized: Record<'title' | 'description' | 'description2' | 'imageAlt', PerLocale>;
}

export function moduleFields(module: PageModule | undefined): ModuleFields {
  return {
    relation: module ? `${module.relations.type}:${module.relations.id}` : '',
    layout: module ? layoutOf(module) : 'full',
    view: module?.view ?? '',
    backgroundType: module?.backgroundType ?? '',
    colorBackground: module?.colorBackground ?? '',
    imageUrl: module?.image?.url ?? '',
    numberItemOfRow: String(module?.numberItemOfRow ?? 3),
    maxItems: module?.maxItems === null || module?.maxItems === undefined ? '' : String(module.maxItems),
    titleSize: module?.titleSize ?? 'h2',
    localized: {
      title: perLocale((l) => module?.title[l] ?? ''),
      description: perLocale((l) => module?.description?.[l] ?? ''),
      description2: perLocale((l) => module?.description2?.[l] ?? ''),
      imageAlt: perLocale((l) => module?.image?.alt?.[l] ?? ''),
    },
  };
}

/** The page's modules in the order the page shows them. */
export const sortedModules = (page: MenuPage): PageModule[] => bySort(page.params.modules);

const withModules = (menu: readonly MenuPage[], page: MenuPage, modules: PageModule[], now: Date): MenuPage[] => {
  const changed: MenuPage = { ...page, modifyDate: now.toISOString(), params: { ...page.params, modules } };
  const replace = (pages: readonly MenuPage[]): MenuPage[] => pages.map((p) => (p.id === page.id ? changed : { ...p, childMenus: replace(p.childMenus) }));
  return replace(menu);
};

/** Sort numbers 1, 2, 3… in the given order. */
const renumbered = (modules: PageModule[]) => modules.map((m, i) => (m.sort === i + 1 ? m : { ...m, sort: i + 1 }));

export type ModuleEdit = PageEdit & { module?: PageModule };

/** The tree with this form's module added to its page (last) or changed; the related id must exist among `relations`. */
export function applyModuleForm(menu: readonly MenuPage[], form: ModuleForm, relations: ReadonlySet<string>, now: Date): ModuleEdit {
  const page = findPage(menu, Number(form.pageId));
  const existing = page && form.moduleId !== '' ? page.params.modules.find((m) => m.id === Number(form.moduleId)) : undefined;
  if (!page || (form.moduleId !== '' && !existing)) return { ok: false, fieldErrors: { moduleId: ['Editor.pages.errors.gone'] } };
  if (!relations.has(form.relation)) return { ok: false, fieldErrors: { relation: ['Editor.errors.required'] } };
  if (form.backgroundType === 'image' && form.imageUrl === '') return { ok: false, fieldErrors: { imageUrl: ['Editor.errors.required'] } };
  const [type, id] = form.relation.split(':') as [PageModule['relations']['type'], string];
  const hasText = (field: 'description' | 'description2' | 'imageAlt') => SITE_LOCALES.some((l) => form[field][l] !== '');
  const ordered = sortedModules(page);
  const changed: PageModule = {
    id: existing?.id ?? Math.max(0, ...flattenTree(menu).flatMap((p) => p.params.modules.map((m) => m.id))) + 1,
    // Its texts in the languages staff wrote them in; a page shows a missing one by the language rule (lib/content/translations).
    title: { public: existing?.title.public ?? SITE_LOCALES.some((l) => form.title[l] !== ''), ...writtenOnly(form.title) },
    titleSize: form.titleSize,
    ...(hasText('description') || existing?.description ? { description: { public: existing?.description?.public ?? true, ...writtenOnly(form.description) } } : {}),
    ...(hasText('description2') || existing?.description2 ? { description2: { public: existing?.description2?.public ?? true, ...writtenOnly(form.description2) } } : {}),
    position: 'contentRow',
    ...widthOf(form.layout, existing),
    sort: existing?.sort ?? ordered.length + 1,
    view: form.view,
    class: existing?.class ?? '',
    backgroundType: form.backgroundType,
    image: form.imageUrl ? { url: form.imageUrl, ...(hasText('imageAlt') ? { alt: writtenOnly(form.imageAlt) } : {}) } : null,
    images: existing?.images ?? [],
    colorBackground: form.colorBackgroundUsed ? form.colorBackground.toLowerCase() : '',
    relations: { type, id: Number(id) },
    status: existing?.status ?? 'Published',
    numberItemOfRow: form.numberItemOfRow,
    maxItems: form.maxItems,
    isHasSubcategories: existing?.isHasSubcategories ?? false,
  };
  const modules = existing ? page.params.modules.map((m) => (m.id === changed.id ? changed : m)) : [...page.params.modules, changed];
  return { ok: true, menu: withModules(menu, page, modules, now), page, module: changed };
}

/**
 * The tree with a page's modules in the order staff posted (typed or dragged positions, then one
 * module's step up or down, or its removal), renumbered 1..n (lib/content/sort-order).
 */
export function orderModules(
  menu: readonly MenuPage[],
  pageId: number,
  positions: ReadonlyMap<number, number>,
  move: { id: number; step: 'up' | 'down' | 'remove' } | null,
  now: Date,
): ModuleEdit {
  const page = findPage(menu, pageId);
  if (!page || (move && !page.params.modules.some((m) => m.id === move.id))) return { ok: false, fieldErrors: { moduleId: ['Editor.pages.errors.gone'] } };
  const current = sortedModules(page).map((m) => m.id);
  let order = orderByPositions(current, positions);
  if (move?.step === 'remove') order = order.filter((id) => id !== move.id);
  else if (move) order = stepInOrder(order, move.id, move.step);
  const modules = order.map((id) => page.params.modules.find((m) => m.id === id)!);
  return { ok: true, menu: withModules(menu, page, renumbered(modules), now), page };
}
