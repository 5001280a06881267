import { describe, expect, it } from 'vitest';
import { declaredLength, FORM_POST_MAX_BYTES } from '@/lib/forms/request-limits';
import { isSameOrigin, parseMediaType, postBodyRefusal, postHeaderRefusal } from '@/lib/proxy/form-post';

const SITE = 'http://127.0.0.1:3000';
const ACTION = 'a'.repeat(42);

function headers(extra: Record<string, string>): Headers {
  return new Headers({ host: '127.0.0.1:3000', origin: SITE, 'content-type': 'multipart/form-data; boundary=abc', ...extra });
}

function post(body: BodyInit, extra: Record<string, string> = {}): Request {
  return new Request(`${SITE}/fr/contact/`, { method: 'POST', body, headers: extra });
}

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

/** A form as the site renders it for a post without JavaScript. */
const noScriptForm = (args = '["site-contact","fr",null]') =>
  form([
    ['$ACTION_REF_1', ''],
    ['$ACTION_1:0', JSON.stringify({ id: ACTION, bound: '$@1' })],
    ['$ACTION_1:1', args],
    ['$ACTION_KEY', 'k0123'],
    ['firstName', 'Marie'],
  ]);

describe('postHeaderRefusal', () => {
  it('lets a same-origin multipart post and a fetch action through to the body check', () => {
    expect(postHeaderRefusal(headers({}))).toBeNull();
    expect(postHeaderRefusal(headers({ 'next-action': ACTION, 'content-type': 'text/plain;charset=UTF-8' }))).toBeNull();
    expect(postHeaderRefusal(headers({ 'content-length': String(FORM_POST_MAX_BYTES) }))).toBeNull();
  });

  it('refuses another origin, a null or garbled one and a missing one with 403', () => {
    for (const origin of ['http://evil.example', 'null', '::::', 'http://127.0.0.1:3001', 'file:///etc/passwd', '']) {
      expect(postHeaderRefusal(headers({ origin })), origin).toBe('forbidden');
    }
    const none = headers({});
    none.delete('origin');
    expect(postHeaderRefusal(none)).toBe('forbidden');
  });

  it('refuses a body over the limit with 413 and a garbled length with 400', () => {
    expect(postHeaderRefusal(headers({ 'content-length': String(FORM_POST_MAX_BYTES + 1) }))).toBe('tooLarge');
    expect(postHeaderRefusal(headers({ 'content-length': '99999999999999999999' }))).toBe('tooLarge');
    expect(postHeaderRefusal(headers({ 'content-length': '12abc' }))).toBe('badRequest');
  });

  it("takes nginx's word for a post it kept back over its own limit (X-Refused-Length, no body), and a small one for what it says", () => {
    expect(postHeaderRefusal(headers({ 'x-refused-length': '13000000' }))).toBe('tooLarge');
    expect(postHeaderRefusal(headers({ 'x-refused-length': '13000000', 'content-length': '0' }))).toBe('tooLarge');
    expect(postHeaderRefusal(headers({ 'x-refused-length': 'lots' }))).toBe('badRequest');
    expect(declaredLength(new Headers({ 'x-refused-length': '12', 'content-length': '900' }))).toBe('12');
    expect(declaredLength(new Headers({ 'content-length': '900' }))).toBe('900');
    expect(declaredLength(new Headers())).toBeNull();
  });

  it('refuses a multipart type without a valid boundary and any other body type with 400', () => {
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=${'x'.repeat(71)}`,
      'multipart/form-data; boundary=a<b',
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plain',
    ]) {
      expect(postHeaderRefusal(headers({ 'content-type': type })), type).toBe('badRequest');
    }
    expect(postHeaderRefusal(headers({ 'next-action': 'not-hex!' }))).toBe('badRequest');
  });

  it('reads a quoted boundary and compares origins by host and port', () => {
    expect(parseMediaType('Multipart/Form-Data; boundary="a b"')).toEqual({ type: 'multipart/form-data', boundary: 'a b' });
    expect(isSameOrigin('https://www.immohorizon.be', 'www.immohorizon.be')).toBe(true);
    expect(isSameOrigin('https://www.immohorizon.be:8443', 'www.immohorizon.be')).toBe(false);
  });
});

describe('postBodyRefusal', () => {
  it('lets the forms of the site through, with and without JavaScript', async () => {
    expect(await postBodyRefusal(post(noScriptForm()))).toBeNull();
    expect(await postBodyRefusal(post(form([[`$ACTION_ID_${ACTION}`, ''], ['email', 'a@b.be']])))).toBeNull();
    const fetchAction = form([
      ['0', '["site-contact","fr","$undefined","$K1"]'],
      ['1_firstName', 'Marie'],
      ['1_remark', '$100 is a literal dollar, not a reference'],
    ]);
    expect(await postBodyRefusal(post(fetchAction, { 'next-action': ACTION }))).toBeNull();
    const previous = JSON.stringify(['fr', { ok: false, fieldErrors: { email: ['Validation.email'] }, values: { remark: '$$5' } }, '$K1']);
    expect(await postBodyRefusal(post(form([['0', previous]]), { 'next-action': ACTION }))).toBeNull();
    expect(await postBodyRefusal(post('["fr",null]', { 'next-action': ACTION, 'content-type': 'text/plain;charset=UTF-8' }))).toBeNull();
  });

  it('refuses arguments that are not JSON, hold dangling references or nest 20,000 deep', async () => {
    let deep = '0';
    for (let i = 0; i < 20_000; i++) deep = `[${deep}]`;
    for (const args of ['{not json', '["$@5"]', '["$7"]', deep, '["$h1"]', '["$B1"]', '["$A1"]', '["$R1"]']) {
      expect(await postBodyRefusal(post(noScriptForm(args))), args.slice(0, 20)).toBe('badRequest');
      expect(await postBodyRefusal(post(form([['0', args]]), { 'next-action': ACTION })), args.slice(0, 20)).toBe('badRequest');
    }
    expect(await postBodyRefusal(post(deep, { 'next-action': ACTION, 'content-type': 'text/plain' }))).toBe('badRequest');
  });

  it('refuses bound arguments or fetch arguments that are not a list', async () => {
    for (const args of ['null', '"x"', '{"a":1}', '5']) {
      expect(await postBodyRefusal(post(noScriptForm(args))), args).toBe('badRequest');
      expect(await postBodyRefusal(post(form([['0', args]]), { 'next-action': ACTION })), args).toBe('badRequest');
    }
    const dangling = form([['$ACTION_REF_1', ''], ['$ACTION_1:0', JSON.stringify({ id: ACTION, bound: '$@1' })]]);
    expect(await postBodyRefusal(post(dangling))).toBe('badRequest');
  });

  it('refuses a post that names no action, two actions or a malformed one', async () => {
    expect(await postBodyRefusal(post(form([['firstName', 'Marie']])))).toBe('badRequest');
    expect(await postBodyRefusal(post(form([[`$ACTION_ID_${ACTION}`, ''], [`$ACTION_ID_${'b'.repeat(42)}`, '']])))).toBe('badRequest');
    expect(await postBodyRefusal(post(form([['$ACTION_ID_<script>', '']])))).toBe('badRequest');
    expect(await postBodyRefusal(post(form([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":42}']])))).toBe('badRequest');
    expect(await postBodyRefusal(post(form([['$ACTION_REF_x', '']])))).toBe('badRequest');
  });

  it('refuses a body that does not parse: a wrong or missing boundary, a truncated body', async () => {
    const body = '--xyz\r\nContent-Disposition: form-data; name="$ACTION_ID_ab"\r\n\r\n1\r\n--xyz--\r\n';
    expect(await postBodyRefusal(post(body, { 'content-type': 'multipart/form-data; boundary=abc' }))).toBe('badRequest');
    expect(await postBodyRefusal(post(body.slice(0, 40), { 'content-type': 'multipart/form-data; boundary=xyz' }))).toBe('badRequest');
    expect(await postBodyRefusal(post(body, { 'content-type': 'multipart/form-data; boundary=xyz' }))).toBeNull();
  });
});
