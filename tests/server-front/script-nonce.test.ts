import { describe, expect, it } from 'vitest';
import { newScriptNonce, scriptNonceWriter, withScriptNonce } from '@/server/script-nonce.mjs';

const NONCE = 'q1w2E3r4T5y6U7i8O9p0+A==';
const N = ` nonce="${NONCE}"`;

/** The document written through the rewriter in the given pieces. */
function rewritten(pieces: (string | Buffer)[], nonce = NONCE): string {
  const writer = scriptNonceWriter(nonce);
  const out = pieces.map((piece) => writer.write(Buffer.isBuffer(piece) ? piece : Buffer.from(piece)));
  return Buffer.concat([...out, writer.end()]).toString('utf8');
}

/** Every way of cutting `text` in two, and in three at a few places. */
function cuts(text: string): Buffer[][] {
  const bytes = Buffer.from(text);
  const two = [...Array(bytes.length + 1).keys()].map((at) => [bytes.subarray(0, at), bytes.subarray(at)]);
  const three = [...Array(bytes.length - 1).keys()].map((at) => [bytes.subarray(0, at), bytes.subarray(at, at + 2), bytes.subarray(at + 2)]);
  return [...two, ...three];
}

const PAGE =
  '<!DOCTYPE html><html><head><script>document.cookie="x=1"</script>' +
  '<script type="application/ld+json">{"name":"Huis \\u003cscript> – €"}</script></head>' +
  '<body><p>Één &lt;script&gt;alert(1)&lt;/script&gt; huis</p>' +
  '<script>self.__next_f.push([1,"\\u003cscript>alert(1)\\u003c/script>"])</script>' +
  '<script src="/_next/static/chunks/a.js" async=""></script></body></html>';
const EXPECTED = PAGE.replace(/<script/g, `<script${N}`);

describe('withScriptNonce', () => {
  it("puts the nonce in script-src in place of 'unsafe-inline', and leaves the other directives", () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'; base-uri 'none'";
    expect(withScriptNonce(policy, NONCE)).toBe(
      `default-src 'self'; script-src 'nonce-${NONCE}' 'self' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'; base-uri 'none'`,
    );
    expect(withScriptNonce("script-src 'self'", NONCE)).toBe(`script-src 'nonce-${NONCE}' 'self'`);
  });

  it('leaves a policy without script-src as it is (the media route)', () => {
    expect(withScriptNonce("default-src 'none'; sandbox", NONCE)).toBe("default-src 'none'; sandbox");
  });

  it('makes a new base64 nonce of 128 bits each time', () => {
    const nonces = new Set(Array.from({ length: 20 }, newScriptNonce));
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('scriptNonceWriter', () => {
  it('gives every script start tag the nonce, in one piece', () => {
    expect(rewritten([PAGE])).toBe(EXPECTED);
  });

  it('gives the same result however the document is cut, inside `<script` and inside a tag too', () => {
    for (const pieces of cuts(PAGE)) expect(rewritten(pieces), JSON.stringify(pieces.map((p) => p.length))).toBe(EXPECTED);
  });

  it('keeps a multi-byte character cut between two chunks', () => {
    const bytes = Buffer.from('<p>€</p><script>x</script>');
    expect(rewritten([bytes.subarray(0, 4), bytes.subarray(4)])).toBe(`<p>€</p><script${N}>x</script>`);
  });

  it('finds the tag in any case and with any attributes, a `>` inside a quoted value included', () => {
    expect(rewritten(['<SCRIPT SRC="/a.js"></SCRIPT>'])).toBe(`<SCRIPT${N} SRC="/a.js"></SCRIPT>`);
    expect(rewritten(['<ScRiPt\n\tdata-x=\'a>b\' async>1</script>'])).toBe(`<ScRiPt${N}\n\tdata-x='a>b' async>1</script>`);
    expect(rewritten(['<script/src="/a.js">'])).toBe(`<script${N}/src="/a.js">`);
    expect(rewritten(['<script>'])).toBe(`<script${N}>`);
  });

  it('leaves tags that only begin like a script alone', () => {
    const text = '<scripts>1</scripts><script-list></script-list><p>&lt;script&gt;</p><scrip>';
    expect(rewritten([text])).toBe(text);
  });

  it('gives a tag that already has a nonce exactly one, this response’s', () => {
    expect(rewritten(['<script nonce="old" src="/a.js"></script>'])).toBe(`<script${N}  src="/a.js"></script>`);
    expect(rewritten(["<script src='/a.js' NONCE=old nonce></script>"])).toBe(`<script${N} src='/a.js'  ></script>`);
    const once = rewritten(['<script>1</script>']);
    // Written through a second time (another response's nonce): still one nonce, the new one.
    expect(rewritten([once], 'second')).toBe('<script nonce="second" >1</script>');
    for (const pieces of cuts('<script nonce="old">')) expect(rewritten(pieces)).toBe(`<script${N} >`);
  });

  it('sends what cannot be a tag at once and holds only a possible one', () => {
    const writer = scriptNonceWriter(NONCE);
    expect(writer.write(Buffer.from('<p>a</p><scr')).toString()).toBe('<p>a</p>');
    expect(writer.write(Buffer.from('ipt src="/a')).toString()).toBe('');
    expect(writer.write(Buffer.from('.js">1</script><p>b')).toString()).toBe(`<script${N} src="/a.js">1</script><p>b`);
    expect(writer.end().toString()).toBe('');
  });

  it('passes on a start tag the document ends inside (which the browser drops)', () => {
    expect(rewritten(['<p>a</p><scri'])).toBe('<p>a</p><scri');
    expect(rewritten(['<p>a</p><script src="/a'])).toBe(`<p>a</p><script${N} src="/a`);
  });
});
