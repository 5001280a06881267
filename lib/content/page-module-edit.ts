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
export const sortedModules = (page: MenuPage): PageModule[] => [...page.params.modules].sort((a, b) => a.sort - b.sort);

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

/** The tree with a module moved one place up or down, or removed; the page's modules are renumbered. */
export function stepModule(menu: readonly MenuPage[], pageId: number, moduleId: number, step: 'up' | 'down' | 'remove', now: Date): ModuleEdit {
  const page = findPage(menu, pageId);
  const ordered = page ? sortedModules(page) : [];
  const index = ordered.findIndex((m) => m.id === moduleId);
  if (!page || index < 0) return { ok: false, fieldErrors: { moduleId: ['Editor.pages.errors.gone'] } };
  const target = step === 'up' ? index - 1 : index + 1;
  if (step === 'remove') ordered.splice(index, 1);
  else if (target >= 0 && target < ordered.length) [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
  return { ok: true, menu: withModules(menu, page, renumbered(ordered), now), page };
}
