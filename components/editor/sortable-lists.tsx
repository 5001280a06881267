'use client';

import { useEffect, useRef } from 'react';
import styles from './sortable-lists.module.css';

/**
 * Drag to order, on every staff screen, for any list marked up so (the no-JavaScript form stays
 * the way to save):
 *
 *   <ol data-sortable>                      ('submit': the form is sent on each drop)
 *     <li data-sortable-item="12" data-sort-name="Contact">
 *       <input data-sort-position name="position.12" value="1">
 *       <button type="button" data-sort-handle hidden aria-label="…">  (optional: else one is added)
 *
 * An item is picked up by its handle: with the pointer (mouse, pen, touch: pointer events, as
 * HTML5 drag and drop does nothing on touch screens) or with the keyboard (Space or Enter picks
 * up and drops, the arrows move, Escape puts it back). Each move is said in the live region in
 * the staff member's language; the items' position inputs are rewritten 1..n after a drop.
 */
export type SortableLabels = {
  /** The handle's name: 'Move {name}'. */
  handle: string;
  /** How to use it, read with the handle. */
  instructions: string;
  picked: string;
  moved: string;
  dropped: string;
  cancelled: string;
};

const FOCUS_KEY = 'sortable-focus';
const HANDLE = styles.handle ?? '';
const PICKED = styles.picked ?? '';
const DRAGGING = styles.dragging ?? '';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

const itemsOf = (container: Element) => [...container.querySelectorAll<HTMLElement>(':scope > [data-sortable-item]')];
const ownOf = <T extends Element>(item: Element, selector: string) => [...item.querySelectorAll<T>(selector)].filter((el) => el.closest('[data-sortable-item]') === item);
const nameOf = (item: HTMLElement) => item.dataset.sortName || (item.textContent ?? '').trim().split('\n')[0]!.trim().slice(0, 80);

function readFocus(stored: string): { item?: unknown; from?: unknown } | null {
  try {
    return JSON.parse(stored) as { item?: unknown; from?: unknown };
  } catch {
    return null;
  }
}

export function SortableLists({ labels }: { labels: SortableLabels }) {
  const live = useRef<HTMLParagraphElement>(null);
  const words = JSON.stringify(labels);

  useEffect(() => {
    const text = JSON.parse(words) as SortableLabels;
    const stop = new AbortController();
    const { signal } = stop;
    const say = (message: string) => {
      if (live.current) live.current.textContent = message;
    };

    /** What an item's place is said with. */
    const place = (item: HTMLElement) => {
      const items = itemsOf(item.parentElement!);
      return { name: nameOf(item), position: items.indexOf(item) + 1, count: items.length };
    };

    /** After a drop: the positions rewritten, the form told, and sent when the list says so. */
    const commit = (container: HTMLElement, item: HTMLElement) => {
      itemsOf(container).forEach((el, index) => {
        for (const input of ownOf<HTMLInputElement>(el, 'input[data-sort-position]')) {
          input.value = String(index + 1);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        }
      });
      say(fill(text.dropped, place(item)));
      const form = container.closest('form');
      if (container.dataset.sortable === 'submit' && form) {
        if (item.dataset.sortableItem) sessionStorage.setItem(FOCUS_KEY, JSON.stringify({ item: item.dataset.sortableItem, from: location.href }));
        form.requestSubmit(form.querySelector<HTMLButtonElement>('[data-sort-submit]') ?? undefined);
      }
    };

    const restore = (container: HTMLElement, order: HTMLElement[]) => {
      // Appended in the old order after the last item's neighbour: other children stay where they are.
      const anchor = itemsOf(container).at(-1)?.nextSibling ?? null;
      for (const el of order) container.insertBefore(el, anchor);
    };

    function enhance(container: HTMLElement) {
      for (const item of itemsOf(container)) {
        // Once per item: a rescan (after any change of the page, the live region's words included)
        // must not wire it again, which would add listeners and drop an item that is picked up.
        if (item.dataset.sortableReady !== undefined) continue;
        item.dataset.sortableReady = '';
        let handle = ownOf<HTMLButtonElement>(item, '[data-sort-handle]')[0];
        if (!handle) {
          handle = document.createElement('button');
          handle.type = 'button';
          handle.dataset.sortHandle = '';
          handle.textContent = '⠿';
          item.prepend(handle);
        }
        handle.hidden = false;
        handle.classList.add(HANDLE);
        if (!handle.getAttribute('aria-label')) handle.setAttribute('aria-label', fill(text.handle, { name: nameOf(item) }));
        handle.setAttribute('aria-describedby', 'sortable-instructions');
        handle.setAttribute('aria-pressed', 'false');
        wire(container, item, handle);
      }
    }

    function wire(container: HTMLElement, item: HTMLElement, handle: HTMLButtonElement) {
      let before: HTMLElement[] | null = null;
      // True while the item is moved in the page: the handle's focus is lost then given back.
      let moving = false;
      const pick = () => {
        before = itemsOf(container);
        item.classList.add(PICKED);
        handle.setAttribute('aria-pressed', 'true');
      };
      const end = (cancel: boolean) => {
        const order = before;
        before = null;
        item.classList.remove(PICKED);
        document.documentElement.classList.remove(DRAGGING);
        handle.setAttribute('aria-pressed', 'false');
        if (!order) return;
        if (cancel) {
          restore(container, order);
          handle.focus();
          say(fill(text.cancelled, place(item)));
        } else if (order.some((el, i) => itemsOf(container)[i] !== el)) commit(container, item);
        else say(fill(text.dropped, place(item)));
      };

      handle.addEventListener(
        'keydown',
        (event) => {
          const key = event.key;
          if (key === ' ' || key === 'Enter') {
            event.preventDefault();
            if (before) end(false);
            else {
              pick();
              say(`${fill(text.picked, place(item))} ${text.instructions}`);
            }
          } else if (before && key === 'Escape') {
            event.preventDefault();
            end(true);
          } else if (before && ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(key)) {
            event.preventDefault();
            const items = itemsOf(container);
            const index = items.indexOf(item);
            const target = items[key === 'ArrowUp' || key === 'ArrowLeft' ? index - 1 : index + 1];
            if (!target) return;
            moving = true;
            if (key === 'ArrowUp' || key === 'ArrowLeft') target.before(item);
            else target.after(item);
            handle.focus();
            moving = false;
            say(fill(text.moved, place(item)));
          }
        },
        { signal },
      );
      // Leaving the handle while an item is picked up drops it where it is.
      handle.addEventListener('blur', () => before && !moving && end(false), { signal });

      // The page listens while dragging, not the handle: moving the item in the page ends a
      // pointer capture, and the pointer is soon over other items.
      handle.addEventListener(
        'pointerdown',
        (event) => {
          if (event.button !== 0 || before) return;
          event.preventDefault();
          handle.focus();
          pick();
          say(fill(text.picked, place(item)));
          document.documentElement.classList.add(DRAGGING);
          const drag = new AbortController();
          signal.addEventListener('abort', () => drag.abort(), { signal: drag.signal });
          const own = { signal: drag.signal };
          const mine = (e: PointerEvent) => e.pointerId === event.pointerId;
          document.addEventListener(
            'pointermove',
            (e) => {
              if (!mine(e) || !before) return;
              e.preventDefault();
              const edge = 48;
              if (e.clientY < edge) window.scrollBy(0, -12);
              else if (e.clientY > window.innerHeight - edge) window.scrollBy(0, 12);
              const items = itemsOf(container);
              const over = items.find((el) => {
                if (el === item) return false;
                const box = el.getBoundingClientRect();
                return e.clientX >= box.left && e.clientX <= box.right && e.clientY >= box.top && e.clientY <= box.bottom;
              });
              if (!over) return;
              moving = true;
              if (items.indexOf(over) < items.indexOf(item)) over.before(item);
              else over.after(item);
              handle.focus();
              moving = false;
            },
            own,
          );
          const release = (cancel: boolean) => (e: PointerEvent) => {
            if (!mine(e)) return;
            drag.abort();
            end(cancel);
          };
          document.addEventListener('pointerup', release(false), own);
          document.addEventListener('pointercancel', release(true), own);
        },
        { signal },
      );
    }

    const scan = () => {
      for (const container of document.querySelectorAll<HTMLElement>('[data-sortable]')) enhance(container);
      // After a list sent on drop, on the page the save leads to: the moved item's handle has the focus again.
      const stored = sessionStorage.getItem(FOCUS_KEY);
      const focus = stored ? readFocus(stored) : null;
      if (focus && focus.from !== location.href) {
        sessionStorage.removeItem(FOCUS_KEY);
        const handle = typeof focus.item === 'string' ? document.querySelector<HTMLElement>(`[data-sortable-item="${CSS.escape(focus.item)}"] [data-sort-handle]`) : null;
        if (handle && document.activeElement !== handle) handle.focus();
      }
    };
    scan();
    // Lists drawn later (a picker that opens, a page after a save) are enhanced when they appear.
    let queued = false;
    const observer = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        scan();
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      stop.abort();
      for (const el of document.querySelectorAll<HTMLElement>('[data-sortable-ready]')) delete el.dataset.sortableReady;
    };
  }, [words]);

  return (
    <>
      <p id="sortable-instructions" hidden>
        {labels.instructions}
      </p>
      <p ref={live} id="sortable-live" className={styles.live} aria-live="assertive" />
    </>
  );
}
