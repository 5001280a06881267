import type { getTranslations } from 'next-intl/server';
import styles from './editor.module.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'Editor'>>>;

/**
 * An item's place in an order form (the page tree, a page's modules): the drag handle the island
 * shows (components/editor/sortable-lists), its place as a number, and its up and down buttons,
 * which post the form with `move=<id>:up` (the way without JavaScript).
 */
export function OrderControls({ id, name, position, count, t }: { id: number; name: string; position: number; count: number; t: Translate }) {
  const field = `position-${id}`;
  return (
    <span className={styles.orderControls}>
      <button type="button" data-sort-handle hidden aria-label={t('sortable.handle', { name })}>
        ⠿
      </button>
      <label className="visually-hidden" htmlFor={field}>
        {t('pages.position', { name })}
      </label>
      <input id={field} className={styles.orderInput} type="number" inputMode="numeric" name={`position.${id}`} defaultValue={position} data-sort-position />
      <button type="submit" className="button button-outline" name="move" value={`${id}:up`} disabled={position === 1} aria-label={t('pages.moveUp', { name })}>
        ↑
      </button>
      <button type="submit" className="button button-outline" name="move" value={`${id}:down`} disabled={position === count} aria-label={t('pages.moveDown', { name })}>
        ↓
      </button>
    </span>
  );
}

/** The head of an order form: what it does, and 'Save order' first in the form (the button Enter in a place field presses). */
export function OrderBar({ lead, t }: { lead: string; t: Translate }) {
  return (
    <div className={styles.orderBar}>
      <p className={styles.muted}>{lead}</p>
      <button type="submit" className="button button-outline" data-sort-submit>
        {t('pages.saveOrder')}
      </button>
    </div>
  );
}
