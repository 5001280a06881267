/**
 * The few W3C WebDriver (HTTP) commands the suite uses, spoken with fetch: enough to drive
 * WebKitWebDriver without a client library that would bring browser downloads along.
 * https://www.w3.org/TR/webdriver2/
 */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

type ElementRef = { [ELEMENT]: string };

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(
    driverUrl: string,
    capabilities: Record<string, unknown>,
  ): Promise<WebDriverSession> {
    const value = await send<{ sessionId: string }>(driverUrl, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(driverUrl, value.sessionId);
  }

  private command<T>(method: string, path: string, body?: unknown): Promise<T> {
    return send<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  navigate = (url: string) => this.command<null>('POST', '/url', { url });
  currentUrl = () => this.command<string>('GET', '/url');
  pageSource = () => this.command<string>('GET', '/source');
  /** Runs a function body with `arguments`; a returned promise is awaited (W3C execute script). */
  execute = <T>(script: string, args: unknown[] = []) =>
    this.command<T>('POST', '/execute/sync', { script, args });
  setWindowRect = (width: number, height: number) =>
    this.command<unknown>('POST', '/window/rect', { width, height });
  screenshot = async () => Buffer.from(await this.command<string>('GET', '/screenshot'), 'base64');

  async findElement(css: string): Promise<string> {
    const ref = await this.command<ElementRef>('POST', '/element', {
      using: 'css selector',
      value: css,
    });
    return ref[ELEMENT];
  }

  click = (element: string) => this.command<null>('POST', `/element/${element}/click`, {});
  sendKeys = (element: string, text: string) =>
    this.command<null>('POST', `/element/${element}/value`, { text });
  delete = () => this.command<null>('DELETE', '');
}

async function send<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) {
    throw new Error(
      `WebDriver ${method} ${path}: ${payload.value.error}: ${payload.value.message}`,
    );
  }
  return payload.value;
}
