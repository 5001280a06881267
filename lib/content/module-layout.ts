/**
 * A module's width as staff choose it: a named layout instead of the 12-column numbers the page
 * stores (`span`, `col {sm, md, lg}`). Every name maps to numbers and back; numbers stored before
 * that match no name read as 'custom' and are kept as they are. Pure.
 */
import type { PageModule } from './menu-schema';

type Width = Pick<PageModule, 'span' | 'col'>;

/** Phones always show a module full width; tablets and large screens as the layout says. */
export const MODULE_LAYOUTS = {
  full: { span: 12, col: { sm: 12, md: 12, lg: 12 } },
  twoThirds: { span: 12, col: { sm: 12, md: 12, lg: 8 } },
  half: { span: 12, col: { sm: 12, md: 6, lg: 6 } },
  oneThird: { span: 12, col: { sm: 12, md: 6, lg: 4 } },
  quarter: { span: 12, col: { sm: 12, md: 6, lg: 3 } },
} as const satisfies Record<string, Width>;

export type ModuleLayout = keyof typeof MODULE_LAYOUTS;
export const MODULE_LAYOUT_NAMES = Object.keys(MODULE_LAYOUTS) as ModuleLayout[];

/** The numbers the page draws with: a large screen's width is capped by `span` (components/modules/module-grid). */
const drawn = ({ span, col }: Width) => ({ sm: col.sm, md: col.md, lg: Math.min(col.lg, span) });

/** The named layout a module's numbers draw, or 'custom' when they match none. */
export function layoutOf(module: Width): ModuleLayout | 'custom' {
  const own = drawn(module);
  const name = MODULE_LAYOUT_NAMES.find((n) => {
    const preset = drawn(MODULE_LAYOUTS[n]);
    return preset.sm === own.sm && preset.md === own.md && preset.lg === own.lg;
  });
  return name ?? 'custom';
}

/** The numbers a chosen layout stores; 'custom' keeps the module's own (full width for a new one). */
export function widthOf(layout: ModuleLayout | 'custom', existing?: Width): Width {
  if (layout === 'custom') return existing ? { span: existing.span, col: { ...existing.col } } : widthOf('full');
  const preset = MODULE_LAYOUTS[layout];
  return { span: preset.span, col: { ...preset.col } };
}
