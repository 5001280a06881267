import { z } from 'zod';
import type { SiteLocale } from '@/lib/locale';
import { perLanguageSchema } from '@/lib/locale-schema';
import { isStaticPathname } from '@/lib/routes';
import { publicWrittenText, writtenText } from './localized';
import { ONE_LANGUAGE_ERROR, pageLanguages } from './translations';

/** One language's SEO metadata of a page (SPEC §3, page params). */
export const pageMetadata = z.object({
  pageTitle: z.string(),
  metadataTitle: z.string(),
  metadataDescription: z.string(),
  metadataOGTitle: z.string().optional(),
  metadataOGType: z.string().optional(),
  metadataOGUrl: z.string().optional(),
  metadataOGImage: z.string().optional(),
  metadataOGDescription: z.string().optional(),
  metadataTwitterTitle: z.string().optional(),
  metadataTwitterSite: z.string().optional(),
  metadataTwitterImage: z.string().optional(),
  metadataTwitterDescription: z.string().optional(),
});
export type PageMetadata = z.infer<typeof pageMetadata>;

export const moduleImage = z.object({
  url: z.string(),
  alt: writtenText.optional(),
});

/**
 * A module of a menu page (SPEC §3, page module). Its texts are in the languages staff wrote them
 * in; a page shows a missing one as lib/content/translations says.
 */
export const pageModule = z.object({
  id: z.number().int(),
  title: publicWrittenText,
  titleSize: z.enum(['h1', 'h2']),
  description: publicWrittenText.optional(),
  description2: publicWrittenText.optional(),
  position: z.literal('contentRow'),
  span: z.union([z.literal(12), z.literal(8)]),
  col: z.object({
    sm: z.number().int().min(1).max(12),
    md: z.number().int().min(1).max(12),
    lg: z.number().int().min(1).max(12),
  }),
  sort: z.number().int(),
  view: z.enum(['', 'card-view', 'single-view']),
  class: z.string().default(''),
  backgroundType: z.enum(['', 'image']),
  image: moduleImage.nullable().default(null),
  images: z.array(moduleImage).default([]),
  colorBackground: z.string().default(''),
  relations: z.object({
    type: z.enum(['property-list', 'article', 'contact', 'news']),
    id: z.number().int(),
  }),
  status: z.string(),
  numberItemOfRow: z.number().int().min(1).max(6).default(3),
  maxItems: z.number().int().positive().nullable().default(null),
  isHasSubcategories: z.boolean().default(false),
});
export type PageModule = z.infer<typeof pageModule>;

/** A page's address in one language: lower-case ASCII like the internal path, not the home page. */
const localPath = z.string().regex(/^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/, 'addresses are lower-case ASCII');

/** A page of the page tree (SPEC §2.3, §3 menu page and page params). */
export type MenuPage = {
  id: number;
  parentId: number | null;
  name: string;
  /** Internal, language-neutral path of the route table, e.g. '/for-sale/belgique'. */
  path: string;
  status: string;
  sort: number;
  createDate: string;
  modifyDate: string;
  params: {
    /** Its name in the menu and its heading, in the languages it is written in (at least one): lib/content/translations. */
    title: z.infer<typeof publicWrittenText>;
    description?: z.infer<typeof publicWrittenText>;
    metadata: Record<SiteLocale, PageMetadata>;
    isActiveSEO: boolean;
    image?: z.infer<typeof moduleImage> | null;
    modules: PageModule[];
    type: 'module';
    /** When set, the entry only links elsewhere (internal path or URL). */
    redirectUrl?: string | null;
    showInMenu?: boolean;
    /**
     * The page's address in a language, for a page the route table does not name ('/ons-team' in
     * nl): a language left out uses `path`. lib/content/menu-page-paths reads it.
     */
    localizedPaths?: Partial<Record<SiteLocale, string>>;
  };
  childMenus: MenuPage[];
};

export const menuPage: z.ZodType<MenuPage> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    path: z.string().regex(/^\/[a-z0-9\-/]*$/, 'internal paths are lower-case ASCII'),
    status: z.string(),
    sort: z.number().int(),
    createDate: z.string(),
    modifyDate: z.string(),
    params: z.object({
      title: publicWrittenText,
      description: publicWrittenText.optional(),
      metadata: perLanguageSchema(pageMetadata),
      isActiveSEO: z.boolean(),
      image: moduleImage.nullable().optional(),
      modules: z.array(pageModule),
      type: z.literal('module'),
      redirectUrl: z.string().nullable().optional(),
      showInMenu: z.boolean().optional(),
      localizedPaths: perLanguageSchema(localPath).partial().optional(),
    }),
    childMenus: z.array(menuPage),
  })
    .refine((page) => !page.params.localizedPaths || !isStaticPathname(page.path), {
      // The route table spells those pages in every language (lib/routes/registry).
      error: 'a page of the route table takes its addresses from the route table',
      path: ['params', 'localizedPaths'],
    })
    .refine((page) => pageLanguages(page).length > 0, { error: ONE_LANGUAGE_ERROR, path: ['params', 'title'] }),
);

export const menuFile = z.array(menuPage);
