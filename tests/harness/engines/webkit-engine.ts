import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageExpression, type Engine, type EnginePage } from './engine-page';
import { stitchedScreenshot } from './stitched-screenshot';
import { WebDriverSession } from './webdriver-client';

/**
 * MiniBrowser's toolbar sets a minimum window width (447 px with the default theme), too wide
 * for a 390 px phone; this theme lets its widgets shrink, so the window and the page can be 390.
 */
const SHRINKING_GTK_THEME =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n';

/**
 * WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver, which starts MiniBrowser) on a virtual X
 * display of its own (Xvfb, display number chosen by Xvfb itself), spoken to over the W3C WebDriver
 * HTTP protocol (./webdriver-client.ts).
 */
export async function launchWebKit(): Promise<Engine> {
  const home = mkdtempSync(path.join(tmpdir(), 'engines-webkit-'));
  mkdirSync(path.join(home, 'gtk-3.0'));
  writeFileSync(path.join(home, 'gtk-3.0', 'gtk.css'), SHRINKING_GTK_THEME);
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    for (const child of children.reverse()) await stopChild(child);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const { child: xvfb, display } = await startXvfb();
    children.push(xvfb);
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: home },
      stdio: 'ignore',
    });
    children.push(driver);
    const driverUrl = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(driverUrl, driver);
    const session = await WebDriverSession.create(driverUrl, {
      'webkitgtk:browserOptions': { args: ['--automation'] },
    });
    return {
      name: 'webkit',
      page: async () => webKitPage(session),
      close: async () => {
        await session.delete().catch(() => undefined);
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function webKitPage(session: WebDriverSession): EnginePage {
  const run: EnginePage['run'] = (fn, ...args) =>
    session.execute(`return ${pageExpression(fn, args)}`);
  const viewport = () => run(() => ({ width: window.innerWidth, height: window.innerHeight }));
  return {
    engine: 'webkit',
    resize: async (width, height) => {
      // The window holds MiniBrowser's toolbar too: size it, measure the page, correct once.
      await session.setWindowRect(width, height);
      const inner = await viewport();
      if (inner.width !== width || inner.height !== height) {
        await session.setWindowRect(2 * width - inner.width, 2 * height - inner.height);
      }
    },
    goto: (url) => session.navigate(url).then(() => undefined),
    url: () => session.currentUrl(),
    run,
    click: async (selector) =>
      session.click(await session.findElement(selector)).then(() => undefined),
    type: async (selector, text) =>
      session.sendKeys(await session.findElement(selector), text).then(() => undefined),
    screenshot: ({ fullPage = false } = {}) =>
      fullPage ? stitchedScreenshot({ run }, session.screenshot) : session.screenshot(),
    html: () => session.pageSource(),
  };
}

/** Xvfb on the first free display, which it writes to the file descriptor given (-displayfd). */
async function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdio[2]!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${output}`)));
  });
  return { child, display: `:${number}` };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    if (
      await fetch(`${url}/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 20 s');
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
