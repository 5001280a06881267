import { ALL_GRANTED, CONSENT_STORAGE_KEY, encodeConsent } from '@/lib/consent/consent-state';
import { CONSENT_COOKIE } from '@/lib/proxy/consent-reset';
import type { EnginePage } from '@/tests/harness/engines/engine-page';
import { takeRecordedErrors } from '@/tests/harness/engines/error-recorder';

const WAIT_MS = 15_000;
const POLL_MS = 100;

/** A failed expectation of a journey: what the visitor should have seen, and what was there. */
export class VisitorError extends Error {}

/**
 * A visitor on the site in one engine at one width: what the journeys (./journeys.ts) do and
 * check, engine-neutral, through EnginePage. Every wait is for a condition in the page (polled),
 * never a fixed sleep. `step` names what is checked and fails on any console error of the step.
 * Texts are compared with white space collapsed and case ignored (CSS text-transform changes what
 * innerText reads, not what a visitor understands).
 */
export class Visitor {
  readonly steps: string[] = [];

  constructor(
    readonly page: EnginePage,
    readonly origin: string,
    readonly width: number,
  ) {}

  /** Runs one named step; a console error during it fails the step too. */
  async step(description: string, action: () => Promise<void>): Promise<void> {
    this.steps.push(description);
    await action();
    const errors = await takeRecordedErrors(this.page);
    if (errors.length > 0) throw new VisitorError(`console errors:\n  ${errors.join('\n  ')}`);
  }

  /** Opens a path of the site and waits until its scripts have hydrated it. */
  async open(path: string): Promise<void> {
    await this.page.goto(this.origin + path);
    await this.hydrated();
  }

  /** The page's scripts have run (components/layout/hydration-mark.tsx), or it has none. */
  async hydrated(): Promise<void> {
    await this.until(
      'the page is loaded and hydrated',
      () =>
        document.readyState === 'complete' &&
        (document.documentElement.hasAttribute('data-hydrated') ||
          !document.querySelector('script[data-script-loader]')),
    );
  }

  /**
   * Polls `check` in the page until it returns something truthy that is not a string, and returns
   * that. A string it returns says why not yet, and ends up in the error when time runs out.
   */
  async until<A extends unknown[], R>(
    description: string,
    check: (...args: A) => R,
    ...args: A
  ): Promise<Exclude<NonNullable<Awaited<R>>, string>> {
    const deadline = Date.now() + WAIT_MS;
    let last: unknown = null;
    for (;;) {
      try {
        const value = await this.page.run(check, ...args);
        if (value && typeof value !== 'string')
          return value as Exclude<NonNullable<Awaited<R>>, string>;
        last = value;
      } catch (error) {
        // A navigation in progress: the next poll asks the new page.
        last = error instanceof Error ? error.message.split('\n')[0] : error;
      }
      if (Date.now() > deadline) {
        throw new VisitorError(
          `${description}: not so after ${WAIT_MS / 1000} s (${typeof last === 'string' ? last : `last: ${JSON.stringify(last)}`})`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Waits until an element matching `selector` is visible, and returns its text. */
  async see(selector: string): Promise<string> {
    return (await this.mark(selector)).text;
  }

  /** Waits until an element matching `selector` is visible and its text is `text`. */
  async seeText(selector: string, text: string): Promise<void> {
    await this.mark(selector, { text, partial: false });
  }

  /** Waits until the page's path and query match `pattern`, then until that page has hydrated. */
  async expectPath(pattern: RegExp): Promise<string> {
    const { path } = await this.until(
      `the address matches ${pattern}`,
      (source: string, flags: string) => {
        const path = location.pathname + location.search;
        return new RegExp(source, flags).test(path) ? { path } : `the address is ${path}`;
      },
      pattern.source,
      pattern.flags,
    );
    await this.hydrated();
    return path;
  }

  /**
   * The first visible element matching `selector` whose text is `text`, or contains it with
   * `partial`: a selector for that one element.
   */
  async find(selector: string, text: string, { partial = false } = {}): Promise<string> {
    return (await this.mark(selector, { text, partial })).target;
  }

  /**
   * A visitor's tap on the first visible element matching `selector`: once it has stopped moving
   * (a drawer sliding in) and is scrolled to the middle of the screen, it must be what is under its
   * own centre, not covered by another element.
   */
  async tap(selector: string): Promise<void> {
    const { target } = await this.mark(selector);
    await this.until('it stops moving', settled, target);
    const cover = await this.page.run((css: string) => {
      const element = document.querySelector<HTMLElement>(css)!;
      element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (
        hit &&
        (hit === element || element.contains(hit) || (hit as HTMLLabelElement).control === element)
      )
        return null;
      if (!hit) return 'nothing (its centre is outside the window)';
      const text = (hit as HTMLElement).innerText?.replace(/\s+/g, ' ').trim().slice(0, 40) ?? '';
      const name =
        hit.getAttribute('data-testid') ?? hit.getAttribute('aria-label') ?? hit.className;
      return `<${hit.tagName.toLowerCase()}> ${name} "${text}"`;
    }, target);
    if (cover) throw new VisitorError(`${selector} cannot be tapped: its centre shows ${cover}`);
    await this.page.click(target);
  }

  /** Types into a visible field, as a visitor does, key by key. */
  async fill(selector: string, text: string): Promise<void> {
    try {
      await this.page.type((await this.mark(selector)).target, text);
    } catch (error) {
      // The field was replaced between finding and typing (a deferred form taking over its server
      // HTML, keeping what was typed): type into the new one.
      if (!(
        error instanceof Error &&
        /stale|detached|not attached|no element matches|no such element/i.test(error.message)
      ))
        throw error;
      await this.page.type((await this.mark(selector)).target, text);
    }
  }

  /**
   * Chooses an option of a <select> as Playwright's selectOption does (the value, then input and
   * change events): the native picker of each engine cannot be driven the same way.
   */
  async choose(selector: string, value: string): Promise<void> {
    const { target } = await this.mark(selector);
    const ok = await this.page.run(
      (css: string, wanted: string) => {
        const select = document.querySelector<HTMLSelectElement>(css)!;
        if (![...select.options].some((o) => o.value === wanted)) return false;
        select.value = wanted;
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      },
      target,
      value,
    );
    if (!ok) throw new VisitorError(`${selector} has no option ${value}`);
  }

  /** Whether an element matching `selector` is visible now (no waiting). */
  async isVisible(selector: string): Promise<boolean> {
    const found = await this.page.run(visibleMatch, selector, null, false, '');
    return typeof found !== 'string';
  }

  /**
   * Starts afresh: no local storage, no cookie a script can see (favourites, recently viewed,
   * consent); then, unless `firstVisit`, the consent of a visitor who agreed to all before, as
   * e2e/fixtures.ts stores it, so the cookie dialog does not show.
   */
  async reset({ firstVisit }: { firstVisit: boolean }): Promise<void> {
    await this.leave();
    const consent = firstVisit
      ? null
      : encodeConsent({ choices: ALL_GRANTED, savedAt: Date.now() });
    await this.page.run(
      (storageKey: string, cookieName: string, value: string | null) => {
        localStorage.clear();
        for (const cookie of document.cookie.split(';')) {
          const name = cookie.split('=')[0]!.trim();
          if (name) document.cookie = `${name}=; max-age=0; path=/`;
        }
        if (value === null) return;
        localStorage.setItem(storageKey, value);
        document.cookie = `${cookieName}=${value}; path=/; samesite=lax`;
      },
      CONSENT_STORAGE_KEY,
      CONSENT_COOKIE,
      consent,
    );
  }

  /** Leaves the site's pages (for its robots.txt) and returns the console errors not yet taken. */
  async leave(): Promise<string[]> {
    await this.page.goto(`${this.origin}/robots.txt`);
    return takeRecordedErrors(this.page);
  }

  /**
   * Waits for the first visible element matching `selector` (and `match`), marks it with a
   * unique attribute and returns a selector for it, with its visible text.
   */
  private async mark(
    selector: string,
    match?: { text: string; partial: boolean },
  ): Promise<{ target: string; text: string }> {
    const id = `engine-${Math.random().toString(36).slice(2, 10)}`;
    const wanted = match ? ` reading "${match.text}"` : '';
    const found = await this.until(
      `a visible ${selector}${wanted}`,
      visibleMatch,
      selector,
      match?.text ?? null,
      match?.partial ?? false,
      id,
    );
    return { target: `[data-engine-target="${id}"]`, text: found.text };
  }
}

/**
 * In the page: the first element matching `css` that a visitor can see (a box, not hidden, not
 * transparent, its centre not cut off by an ancestor with overflow hidden or clip) and, with
 * `text`, whose text is (or with `partial` contains) `text`. Marks it with `mark` (when given) and
 * returns its text; else a string saying why none is.
 */
function visibleMatch(
  css: string,
  text: string | null,
  partial: boolean,
  mark: string,
): { text: string } | string {
  const normal = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();
  const clipperOf = (element: HTMLElement, x: number, y: number) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (!/hidden|clip/.test(style.overflowX + style.overflowY)) continue;
      const box = node.getBoundingClientRect();
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) return node;
    }
    return null;
  };
  const matches = [...document.querySelectorAll<HTMLElement>(css)];
  if (matches.length === 0) return `nothing matches ${css}`;
  let why = `none of ${matches.length} is visible`;
  for (const element of matches) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const own = (element.innerText || element.textContent || '').replace(/\s+/g, ' ').trim();
    if (
      text !== null &&
      (partial ? !normal(own).includes(normal(text)) : normal(own) !== normal(text))
    ) {
      why = `the visible one reads "${own.slice(0, 80)}"`;
      continue;
    }
    const clipper = clipperOf(element, box.left + box.width / 2, box.top + box.height / 2);
    if (clipper) {
      why = `it is cut off by <${clipper.tagName.toLowerCase()} class="${clipper.className}">`;
      continue;
    }
    if (mark) element.setAttribute('data-engine-target', mark);
    return { text: own };
  }
  return why;
}

/** In the page: whether the element has stopped moving (the same box over two frames, no transition running on it or around it). */
async function settled(css: string): Promise<boolean> {
  const element = document.querySelector<HTMLElement>(css);
  if (!element) return false;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const moving = document.getAnimations().some((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    const finite = animation.effect?.getComputedTiming().endTime !== Infinity;
    return (
      finite &&
      animation.playState === 'running' &&
      target instanceof Element &&
      target.contains(element)
    );
  });
  if (moving) return false;
  const before = JSON.stringify(element.getBoundingClientRect());
  await frame();
  await frame();
  return JSON.stringify(element.getBoundingClientRect()) === before;
}
