/**
 * The `sizes` of the site's photos: how wide each slot is at each layout, from the CSS grids that
 * hold them, so that the browser picks a file no more than 1.3 times the slot (next.config
 * `images` lists widths close enough together for that). A `sizes` that says more than the slot
 * makes a phone download a desktop photo; one that says less makes it blurry.
 *
 * Breakpoints and widths mirror the stylesheets named beside each function; the container is at most
 * 1240 px (app/globals.css --content-width).
 */
const CONTAINER = 1240;
/** Its content: 24 px padding each side from 768 px (app/globals.css .container). */
const INNER = CONTAINER - 48;
/** The gap between the cards of a grid (--space-6). */
const GAP = 24;

/** One of `columns` cards of a grid as wide as the container. */
const column = (columns: number) => `${Math.ceil((INNER - (columns - 1) * GAP) / columns)}px`;
const vw = (fraction: number) => `${Math.ceil(fraction * 100)}vw`;

/** A card of a sale or rent list (components/listing/list-view.module.css: 1, 2, 3, then perRow columns). */
export function listCardSizes(perRow: number): string {
  return `(min-width: 1280px) ${column(perRow)}, (min-width: 1050px) ${vw(1 / Math.min(perRow, 3))}, (min-width: 600px) 50vw, 100vw`;
}

/** A card of a page module's property list (components/modules/property-list-module.module.css: 1, 2, then perRow). */
export function moduleCardSizes(perRow: number): string {
  return `(min-width: 1280px) ${column(perRow)}, (min-width: 600px) 50vw, 100vw`;
}

/**
 * A card of 'similar properties' on a detail page: three columns from 700 px across the container
 * (components/property/property-detail.module.css .similar), one below.
 */
export const SIMILAR_CARD_SIZES = `(min-width: 1280px) ${column(3)}, (min-width: 768px) calc((100vw - 96px) / 3), (min-width: 700px) calc((100vw - 80px) / 3), calc(100vw - 32px)`;

/** A gallery thumbnail: 110 px wide (components/property/photo-gallery.module.css .thumb). */
export const GALLERY_THUMB_SIZES = '110px';

/** A page module's columns (SPEC §9 12-column grid: data/menu.json `col` and `span`) and whether it has a background. */
export type ModuleColumns = { col: { sm: number; md: number; lg: number }; span: number; background: boolean };

/**
 * The width of a module of `columns` of 12 in a container `container` wide (a CSS length), as a CSS
 * expression: the grid's column gap is 24 px (components/modules/module-grid.module.css), so a module
 * is columns/12 of (container − 11 gaps) plus its own columns − 1 gaps; a module with a background
 * pads its content by `padding` on each side.
 */
function moduleWidth(container: string, columns: number, padding: number): string {
  const fixed = 2 * columns - GAP - 2 * padding;
  return `calc(${container} * ${+(columns / 12).toFixed(4)} ${fixed < 0 ? '-' : '+'} ${Math.abs(fixed)}px)`;
}

/**
 * A photo `share` of a page module's width (1 for the whole module; an article card's image takes 2
 * of 5 parts after a gap from 767 px: components/modules/article-module.module.css), in the grid of
 * components/modules/module-grid.module.css (sm below 767, md to 1280, lg from 1280) inside the
 * container (16 px padding below 768, 24 px from 768: app/globals.css).
 */
export function moduleImageSizes({ col, span, background }: ModuleColumns, share: 'whole' | 'card' = 'whole'): string {
  const part = (width: string) => (share === 'card' ? `calc((${width} - ${GAP}px) * 0.4)` : width);
  const lg = moduleWidth(`${INNER}px`, Math.min(col.lg, span), background ? 48 : 0);
  const md = moduleWidth('(100vw - 48px)', col.md, background ? 48 : 0);
  const sm = moduleWidth('(100vw - 32px)', col.sm, background ? 24 : 0);
  return `(min-width: 1280px) ${part(lg)}, (min-width: 767px) ${part(md)}, ${sm}`;
}

/**
 * A photo of a detail page's gallery: the whole container, above the page's two columns
 * (components/property/property-detail.tsx). Full screen, the gallery
 * (components/property/gallery-controls) asks for the whole width instead.
 */
export const GALLERY_SLIDE_SIZES = `(min-width: 1280px) ${INNER}px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)`;
export const GALLERY_FULLSCREEN_SIZES = '100vw';

/** A card of the valuation page's recent sales: at most 382 px wide from 600 px (components/valuation/valuation.module.css .salesGrid). */
export const RECENT_SALE_CARD_SIZES = '(min-width: 600px) 382px, calc(100vw - 32px)';

/**
 * A photo inside an article's text (components/article/article-body.module.css .body: at most
 * 72ch of 1.05rem, about 770 px in the system fonts), the container's padding beside it below.
 */
export const ARTICLE_TEXT_PHOTO_SIZES = '(min-width: 830px) 780px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';
