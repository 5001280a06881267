import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineHeadStylesheets, readStylesheets } from '@/server/inline-stylesheets.mjs';

/** A build folder with the given files under static/. */
function buildWith(files: Record<string, string>): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'inline-stylesheets-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(distDir, 'static', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return distDir;
}

const link = (href: string, precedence = 'next') =>
  `<link rel="stylesheet" href="${href}" data-precedence="${precedence}"/>`;

describe('readStylesheets', () => {
  it("holds every stylesheet of the build's static folder by the address pages link it at", () => {
    const sheets = readStylesheets(
      buildWith({
        'chunks/a.css': '.a{color:red}',
        'css/deep/b.css': '.b{margin:0}',
        'chunks/c.js': 'x()',
        'media/d.png': 'png',
      }),
    );
    expect([...sheets.keys()].sort()).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/css/deep/b.css',
    ]);
    expect(sheets.get('/_next/static/chunks/a.css')).toBe('.a{color:red}');
  });

  it('makes the url()s the browser would resolve against the file absolute, and leaves the others', () => {
    const css =
      '.a{background:url(../media/a.png)}.b{background:url("../media/b.png")}.c{background:url( \'./c.svg\' )}' +
      '.d{background:url(/logo.svg)}.e{background:url(data:image/png;base64,AAAA)}.f{behavior:url(#default#VML)}' +
      '.g{background:url(https://cdn.example/g.png)}.h{background:url(h.png?v=1#x)}';
    const sheets = readStylesheets(buildWith({ 'chunks/x.css': css }));
    expect(sheets.get('/_next/static/chunks/x.css')).toBe(
      '.a{background:url(/_next/static/media/a.png)}.b{background:url("/_next/static/media/b.png")}.c{background:url(\'/_next/static/chunks/c.svg\')}' +
        '.d{background:url(/logo.svg)}.e{background:url(data:image/png;base64,AAAA)}.f{behavior:url(#default#VML)}' +
        '.g{background:url(https://cdn.example/g.png)}.h{background:url(/_next/static/chunks/h.png?v=1#x)}',
    );
  });

  it('keeps out a stylesheet that could end its <style> element early', () => {
    const sheets = readStylesheets(
      buildWith({
        'chunks/a.css': '.a{content:"</STYLE><script>x()</script>"}',
        'chunks/b.css': '.b{}',
      }),
    );
    expect([...sheets.keys()]).toEqual(['/_next/static/chunks/b.css']);
  });

  it('is empty when there is no build to read', () => {
    expect(readStylesheets(path.join(tmpdir(), 'no-such-build-folder')).size).toBe(0);
  });
});

describe('inlineHeadStylesheets', () => {
  const sheets = new Map([
    ['/_next/static/chunks/a.css', '.a{color:red}'],
    ['/_next/static/chunks/b.css', '.b{$&color:blue}'],
  ]);

  it('puts each known stylesheet in a <style> where its link was, and keeps the link, disabled, for React', () => {
    const head = `<head><meta charSet="utf-8"/>${link('/_next/static/chunks/a.css')}${link('/_next/static/chunks/b.css', 'high')}<title>t</title></head>`;
    expect(inlineHeadStylesheets(head, sheets)).toBe(
      '<head><meta charSet="utf-8"/>' +
        '<style data-precedence="next" data-inlined-href="/_next/static/chunks/a.css">.a{color:red}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
        '<style data-precedence="high" data-inlined-href="/_next/static/chunks/b.css">.b{$&color:blue}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="high" disabled=""/>' +
        '<title>t</title></head>',
    );
  });

  it('keeps the deployment id on the link and finds the file without it', () => {
    const head = link('/_next/static/chunks/a.css?dpl=release-42');
    expect(inlineHeadStylesheets(head, sheets)).toBe(
      '<style data-precedence="next" data-inlined-href="/_next/static/chunks/a.css">.a{color:red}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css?dpl=release-42" data-precedence="next" disabled=""/>',
    );
  });

  it('leaves a link to a file the build lacks, to another host, or of another form', () => {
    const head =
      link('/_next/static/chunks/gone.css') +
      link('https://cdn.example/_next/static/chunks/a.css') +
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
      '<link rel="preload" href="/_next/static/chunks/gone.css" as="style"/>' +
      '<link rel="preload" href="https://cdn.example/_next/static/chunks/a.css" as="style"/>';
    expect(inlineHeadStylesheets(head, sheets)).toBe(head);
    expect(inlineHeadStylesheets(link('/_next/static/chunks/a.css'), new Map())).toBe(
      link('/_next/static/chunks/a.css'),
    );
  });

  it("drops the head's preloads of the build's stylesheets, with or without a deployment id, and no other preload", () => {
    const head =
      '<link rel="preload" as="image" href="/a.css"/>' +
      '<link rel="preload" href="/_next/static/chunks/a.css" as="style"/>' +
      '<meta name="x"/>' +
      '<link rel="preload" href="/_next/static/chunks/b.css?dpl=release-42" as="style"/>' +
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>';
    expect(inlineHeadStylesheets(head, sheets)).toBe(
      '<link rel="preload" as="image" href="/a.css"/><meta name="x"/>' +
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
    );
  });
});
