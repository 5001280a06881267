// @vitest-environment jsdom
/**
 * The drag island over a list marked data-sortable (the contract the page tree, a page's modules and
 * the banner gallery share), driven by the keyboard: a handle per item, moves said in the live
 * region, positions rewritten 1..n, the form sent on drop when the list asks.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import nl from '@/messages/nl.json';
import { SortableLists } from '@/components/editor/sortable-lists';

const labels = { ...nl.Editor.sortable };

// jsdom has no pointer events: a mouse event with a pointer id stands in.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
globalThis.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;

function mount(submit: boolean) {
  document.body.innerHTML = `
    <form>
      <button type="submit" data-sort-submit>Bewaren</button>
      <ol data-sortable${submit ? '="submit"' : ''}>
        ${['Eén', 'Twee', 'Drie'].map((name, i) => `<li data-sortable-item="${i + 1}" data-sort-name="${name}"><input data-sort-position name="position.${i + 1}" value="${i + 1}"></li>`).join('')}
      </ol>
    </form>`;
  const form = document.querySelector('form')!;
  const sent = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', sent);
  render(<SortableLists labels={labels} />, { container: document.body.appendChild(document.createElement('div')) });
  return { form, sent };
}

const names = () => [...document.querySelectorAll<HTMLElement>('[data-sortable-item]')].map((li) => li.dataset.sortName);
const values = () => [...document.querySelectorAll<HTMLInputElement>('input[data-sort-position]')].map((input) => input.value);
const handleOf = (name: string) => document.querySelector<HTMLButtonElement>(`[data-sort-name="${name}"] [data-sort-handle]`)!;
const live = () => document.getElementById('sortable-live')!.textContent;
const press = (target: HTMLElement, key: string) => act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the drag island', () => {
  it('gives each item a handle named after it', () => {
    mount(false);
    expect(handleOf('Twee').getAttribute('aria-label')).toBe('Twee verplaatsen');
    expect(handleOf('Twee').getAttribute('aria-describedby')).toBe('sortable-instructions');
    expect(document.querySelectorAll('[data-sort-handle]')).toHaveLength(3);
  });

  it('picks up with Space, moves with the arrows, drops with Space: the positions rewritten and each step said', () => {
    const { sent } = mount(false);
    const handle = handleOf('Drie');
    handle.focus();
    press(handle, ' ');
    expect(handle.getAttribute('aria-pressed')).toBe('true');
    expect(live()).toContain('Drie opgenomen, plaats 3 van 3.');
    press(handle, 'ArrowUp');
    expect(live()).toBe('Drie naar plaats 2 van 3.');
    press(handle, 'ArrowUp');
    press(handle, 'ArrowUp');
    expect(names()).toEqual(['Drie', 'Eén', 'Twee']);
    // Rewritten on the drop, in the new order.
    expect(values()).toEqual(['3', '1', '2']);
    press(handle, ' ');
    expect(values()).toEqual(['1', '2', '3']);
    expect((document.querySelector('input[name="position.3"]') as HTMLInputElement).value).toBe('1');
    expect(live()).toBe('Drie neergezet op plaats 1 van 3.');
    expect(document.activeElement).toBe(handle);
    expect(sent).not.toHaveBeenCalled();
  });

  // In a browser the page's MutationObserver runs between the key presses: the live region's words
  // are a change of the page, and the rescan they cause must leave a picked-up item picked up.
  it('keeps an item picked up across the rescans the spoken words cause, one move per key', async () => {
    mount(false);
    const handle = handleOf('Drie');
    handle.focus();
    press(handle, ' ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(handle.getAttribute('aria-pressed')).toBe('true');
    press(handle, 'ArrowUp');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(names()).toEqual(['Eén', 'Drie', 'Twee']);
    expect(live()).toBe('Drie naar plaats 2 van 3.');
    expect(document.querySelectorAll('[data-sort-handle]')).toHaveLength(3);
  });

  it('puts the item back on Escape', () => {
    mount(false);
    const handle = handleOf('Eén');
    handle.focus();
    press(handle, 'Enter');
    press(handle, 'ArrowDown');
    press(handle, 'ArrowDown');
    expect(names()).toEqual(['Twee', 'Drie', 'Eén']);
    press(handle, 'Escape');
    expect(names()).toEqual(['Eén', 'Twee', 'Drie']);
    expect(values()).toEqual(['1', '2', '3']);
    expect(live()).toContain('Eén staat weer op plaats 1 van 3');
  });

  it("sends the form on the drop when the list says 'submit', with its save button", () => {
    const { sent } = mount(true);
    const handle = handleOf('Twee');
    handle.focus();
    press(handle, ' ');
    press(handle, 'ArrowDown');
    press(handle, ' ');
    expect(sent).toHaveBeenCalledTimes(1);
    expect((sent.mock.calls[0]![0] as SubmitEvent).submitter).toBe(document.querySelector('[data-sort-submit]'));
    expect(names()).toEqual(['Eén', 'Drie', 'Twee']);
    expect((document.querySelector('input[name="position.2"]') as HTMLInputElement).value).toBe('3');
  });

  it('follows the pointer: the item picked by its handle goes where the pointer is, and is dropped on release', () => {
    mount(false);
    // Three rows of 50 px, one under the other.
    document.querySelectorAll<HTMLElement>('[data-sortable-item]').forEach((li) => {
      li.getBoundingClientRect = () => {
        const top = [...li.parentElement!.children].indexOf(li) * 50;
        return { left: 0, right: 400, top, bottom: top + 50, width: 400, height: 50, x: 0, y: top, toJSON: () => ({}) };
      };
    });
    const pointer = (type: string, target: EventTarget, y: number) =>
      act(() => void target.dispatchEvent(new PointerEvent(type, { pointerId: 7, button: 0, clientX: 100, clientY: y, bubbles: true, cancelable: true })));
    // Near the window's top edge the page scrolls up; jsdom does not scroll.
    const scrolled = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    const handle = handleOf('Drie');
    pointer('pointerdown', handle, 125);
    expect(live()).toBe('Drie opgenomen, plaats 3 van 3.');
    pointer('pointermove', document, 75);
    pointer('pointermove', document, 25);
    expect(names()).toEqual(['Drie', 'Eén', 'Twee']);
    expect(scrolled).toHaveBeenCalledWith(0, -12);
    pointer('pointerup', document, 25);
    expect(values()).toEqual(['1', '2', '3']);
    expect(live()).toBe('Drie neergezet op plaats 1 van 3.');
    // After the release the page no longer follows the pointer.
    pointer('pointermove', document, 125);
    expect(names()).toEqual(['Drie', 'Eén', 'Twee']);
  });
});
