/**
 * What the cross-engine suite needs of a browser, whatever drives it: puppeteer-core for Chromium
 * (DevTools protocol) and Firefox ESR (WebDriver BiDi), a W3C WebDriver client for WebKitGTK. The
 * journeys (e2e/engines/) and the screenshots speak only to this.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface EnginePage {
  readonly engine: EngineName;
  /** Sets the viewport (the page's innerWidth × innerHeight) in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with JSON arguments and returns its (awaited, JSON) result. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A visitor's click in the middle of the first element matching the CSS selector. */
  click(selector: string): Promise<void>;
  /** Focuses the element and types `text` key by key. */
  type(selector: string, text: string): Promise<void>;
  /** PNG of the viewport, or of the whole page. */
  screenshot(options?: { fullPage?: boolean }): Promise<Buffer>;
  html(): Promise<string>;
}

export interface Engine {
  readonly name: EngineName;
  /** A page in the engine's one browser (one session for WebKit). */
  page(): Promise<EnginePage>;
  close(): Promise<void>;
}

/**
 * The source of an expression that calls `fn` with `args`, for a page to evaluate. tsx (esbuild
 * with keepNames) wraps named inner functions in `__name(…)`, which the page lacks: the expression
 * brings a `__name` that does nothing.
 */
export function pageExpression(fn: (...args: never[]) => unknown, args: unknown[]): string {
  const call = `(${fn.toString()})(...${JSON.stringify(args)})`;
  return `((__name) => ${call})((f) => f)`;
}
