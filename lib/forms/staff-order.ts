/**
 * The order forms of the editor (the page tree, the modules of a page): a typed or dragged
 * position per item (`position.<id>`), and the button pressed: 'Save order', or one item's up,
 * down or remove (`move=<id>:up`). Read from a FormData or its entries; hostile input never
 * throws: a position that is no whole number is no position (the item keeps its place).
 */
import { parsePosition } from '@/lib/content/sort-order';

export const ORDER_MOVES = ['up', 'down', 'remove'] as const;
export type OrderMove = { id: number; step: (typeof ORDER_MOVES)[number] };

export type OrderForm = {
  /** The version the editor started from (null: none yet); undefined when the posted one is malformed. */
  baseId: number | null | undefined;
  /** The page whose modules are ordered; null when absent or malformed. */
  pageId: number | null;
  /** The positions posted, by item id (the last one wins when an id is posted twice). */
  positions: Map<number, number>;
  move: OrderMove | null;
};

/** More position fields than this are junk: the rest is left out. */
const MAX_POSITIONS = 2000;

const idOf = (value: unknown): number | null => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null);

export function parseOrderForm(form: FormData | Iterable<[string, unknown]>): OrderForm {
  const entries = form instanceof FormData ? [...form.entries()] : [...form];
  const positions = new Map<number, number>();
  let baseId: number | null | undefined = null;
  let pageId: number | null = null;
  let move: OrderMove | null = null;
  for (const [name, value] of entries) {
    if (name === 'baseId') baseId = typeof value === 'string' && /^\d{0,18}$/.test(value) ? (value === '' ? null : Number(value)) : undefined;
    else if (name === 'pageId') pageId = idOf(value);
    else if (name === 'move') {
      const match = typeof value === 'string' ? /^(\d{1,9}):(up|down|remove)$/.exec(value) : null;
      move = match ? { id: Number(match[1]), step: match[2] as OrderMove['step'] } : null;
    } else if (name.startsWith('position.') && positions.size < MAX_POSITIONS) {
      const id = idOf(name.slice('position.'.length));
      const position = parsePosition(value);
      if (id !== null && position !== null) positions.set(id, position);
    }
  }
  return { baseId, pageId, positions, move };
}
