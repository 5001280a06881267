import { describe, expect, it } from 'vitest';
import { deferHeadScripts, scriptLoader } from '@/server/deferred-scripts.mjs';

const A = '/_next/static/chunks/a1.js';
const B = '/_next/static/chunks/turbopack-b2.js';
const HEAD =
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/x.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/p.js"/>' +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  '<title>Huis – €&nbsp;350.000</title><script>document.cookie="x=1"</script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>';

describe('deferHeadScripts', () => {
  it('replaces the async script tags by one loader at the end of the head, in their order', () => {
    const head = deferHeadScripts(HEAD);
    expect(head).not.toContain(`<script src="${A}"`);
    expect(head).not.toContain(`<script src="${B}"`);
    expect(head.endsWith(`${scriptLoader([A, B])}</head>`)).toBe(true);
    // Everything else stays as it was: styles, the preload, inline and noModule scripts, the title.
    expect(head.replace(scriptLoader([A, B]), '')).toBe(
      HEAD.replace(`<script src="${A}" async=""></script><script src="${B}" async=""></script>`, ''),
    );
  });

  it('leaves a head without async scripts, and an address it would have to decode, unchanged', () => {
    const plain = '<head><title>t</title><script src="/legacy.js"></script></head>';
    expect(deferHeadScripts(plain)).toBe(plain);
    const encoded = '<head><script src="/a.js?x=1&amp;y=2" async=""></script></head>';
    expect(deferHeadScripts(encoded)).toBe(encoded);
  });

  it('writes the loader as a function called with the sources, a JSON array', () => {
    const loader = scriptLoader([A, B]);
    expect(loader.startsWith('<script data-script-loader>(function loadAfterPaint(sources) {')).toBe(true);
    expect(loader.endsWith(`})(${JSON.stringify([A, B])})</script>`)).toBe(true);
    // It is a script on its own: it parses, and holds no `</script>` that would end it early.
    expect(() => new Function(loader.slice('<script data-script-loader>'.length, -'</script>'.length))).not.toThrow();
    expect(loader.slice(0, -'</script>'.length)).not.toContain('</script');
  });
});
