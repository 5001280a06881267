import type { PageModule } from '@/lib/content/menu-schema';
import type { ModuleColumns } from '@/lib/images/slot-sizes';

/** Whether a module is drawn on a background (an image or a colour), which pads its content. */
export function moduleBackground(module: PageModule): 'image' | 'color' | null {
  if (module.backgroundType === 'image' && module.image) return 'image';
  return module.colorBackground ? 'color' : null;
}

/** A module's place in the 12-column grid, as lib/images/slot-sizes needs it. */
export const columnsOf = (module: PageModule): ModuleColumns => ({
  col: module.col,
  span: module.span,
  background: moduleBackground(module) !== null,
});
