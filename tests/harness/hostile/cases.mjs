// The hostile requests: paths, query strings, headers, methods and bodies, and every form posted
// with mutated fields, as a browser without JavaScript does and as the page's script does.
import { randomBytes } from 'node:crypto';
import { HARNESS_LOCALES as LOCALES } from '../site-languages.mjs';
import { multipartBody } from './raw-http.mjs';

const pick = (list, n) => [...list].sort(() => Math.random() - 0.5).slice(0, n);

/** Known pages of each kind, to aim headers, queries and methods at. */
export const PAGES = [
  '/fr/',
  '/nl/te-koop/',
  '/en/for-rent/international/',
  '/fr/a-vendre/ixelles/appartement-2-chambres-avec-terrasse-au-chatelain/4012345/',
  '/de/kontakt/',
  '/fr/connexion-du-proprietaire/',
  '/fr/proprietaire/',
];
const API = ['/api/health/', '/api/altcha/', '/api/page-view/', '/api/search-index/fr/', '/api/property-cards/?locale=fr&ids=4012345,1', '/api/list-entries/?locale=nl&list=1', '/api/list-markers/?lang=fr&list=2', '/api/banner-crop/images/banner/banner-1.jpg', '/sitemap.xml', '/robots.txt', '/map-frame/'];
/** Files served as they are (public/, the build's): GET and HEAD only; a POST to one answered a 500. */
const FILES = ['/logo.svg', '/epc/brussels/a.svg', '/documents/4012345/floor-plans.pdf', '/images/banner/banner-1.jpg'];
export const LISTS = ['/fr/a-vendre/', '/nl/te-huur/', '/en/for-sale/international/', '/de/zu-vermieten/belgien/'];

export function pathCases({ marker, full }) {
  const randomCount = full ? 3000 : 300;
  const cases = [];
  for (let i = 0; i < randomCount; i++) {
    const locale = LOCALES[i % LOCALES.length];
    const junk = randomBytes(4 + (i % 20)).toString('base64url');
    cases.push({ label: 'random unknown path', path: `/${locale}/${junk}/${i % 3 ? '' : `${junk}/`}` });
  }
  for (const length of [300, 2000, 8000, 15_000, 20_000]) {
    cases.push({ label: `path of ${length} characters`, path: `/fr/${'a'.repeat(length)}/` });
  }
  const odd = [
    '/..%2f..%2fetc/passwd',
    '/fr/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/fr/%2e%2e/%2e%2e/',
    '/fr/%00/',
    '/fr/a%00b/',
    '/fr/%ff%fe/',
    '/fr/%c0%af/',
    '/fr/%E2%82/',
    '/fr/%/',
    '/fr/%zz/',
    '//evil.example/',
    '//evil.example/%2e%2e',
    '/\\evil.example/',
    '/fr//a-vendre//',
    '/fr/a-vendre/..;/',
    '/_next/static/../../../.env',
    '/_next/static/chunks/missing-file.js',
    '/_next/image?url=http://evil.example/x.png&w=100&q=75',
    '/_next/image?url=/photos/../../etc/passwd&w=100&q=75',
    '/_next/image?url=%2F..%2F..%2Fetc%2Fpasswd&w=99999&q=0',
    '/.env',
    '/.git/config',
    '/wp-admin/',
    '/wp-login.php',
    '/fr/wp-login.php',
    '/fr/xmlrpc.php',
    '/api/../.env',
    '/api/nope/',
    '/api/banner-crop/',
    '/api/banner-crop/images/banner/none.jpg',
    '/api/banner-crop/images/banner/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
    '/api/banner-crop/images/%2e%2e/banner-1.jpg',
    '/api/banner-crop/media/999999999-0123456789abcdef.jpg',
    '/api/banner-crop/photos/4012345/1.jpg',
    '/photos/missing.jpg',
    '/fr/property/99999999999999999999999/',
    '/fr/property/-1/',
    '/fr/a-vendre/x/y/0/',
    '/fr/a-vendre/x/y/99999999999999999999/',
    '/preview/fr/no-such-page/',
    '/preview/../../etc/passwd',
    `/${'fr/'.repeat(400)}`,
    `/fr/${encodeURIComponent(marker)}/`,
    `/${encodeURIComponent(marker)}/`,
    `/fr/a-vendre/?q=${encodeURIComponent(marker)}`,
  ];
  for (const path of odd) cases.push({ label: 'odd path', path });
  // Bytes no URL parser would send: NUL, invalid UTF-8, raw markup, spaces, a tab.
  const rawPaths = ['/fr/\u0000/', '/fr/\u00ff\u00fe/', `/fr/${marker}/`, '/fr/a b/', '/fr/\t/', '/fr/\u0001\u007f/'];
  for (const path of rawPaths) cases.push({ label: 'raw bytes in the path', path });
  return cases;
}

export function queryCases({ marker, full }) {
  const queries = [
    'page=-1',
    'page=0',
    'page=99999999999999999999',
    'page=1.5',
    'page=NaN',
    `type=${encodeURIComponent(marker)}`,
    'type=7&type=8&type=99999',
    'city=%ff',
    'city=Ixelles%7C1050%7C%7C%7C',
    'sort=__proto__',
    'sort=constructor',
    'q[]=x&q[]=y',
    '__proto__[x]=1',
    `q=${'x'.repeat(8000)}`,
    Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&'),
    '_rsc=%00',
    'lang=xx',
    'lang=../../',
    'setcookies',
    'setcookies&lang=de',
    `utm_source=${encodeURIComponent(marker)}`,
    'priceMin=-1&priceMax=1e309',
    'bedrooms=99999999',
    'bounds=91,181,-91,-181',
    `bounds=${'9'.repeat(5000)}`,
    'bounds=NaN,Infinity,1e309,-0&view=map',
    'bounds=50.76,4.24,50.92,4.49&bounds=1,2,3,4',
  ];
  const lists = [...(full ? LISTS : LISTS.slice(0, 2)), '/api/list-markers/?lang=nl&list=2'];
  // The favourites page and the recently viewed cards read a list of ids from the URL.
  const ids = [
    `ids=${encodeURIComponent(marker)}`,
    'ids=%ff,%00,1',
    'ids=99999999999999999999,-1,1e3,0x10',
    'ids[]=1&ids=2&ids=3',
    `ids=${Array.from({ length: 2000 }, (_, i) => 4012345 + i).join(',')}`,
  ];
  const idLists = ['/fr/favoris/', '/api/property-cards/?locale=nl&'].flatMap((at) =>
    ids.map((query) => ({ label: `ids ${query.slice(0, 30)}`, path: `${at}${at.endsWith('&') ? '' : '?'}${query}` })),
  );
  return [...lists.flatMap((list) => queries.map((query) => ({ label: `query ${query.slice(0, 30)}`, path: `${list}${list.includes('?') ? '&' : '?'}${query}` }))), ...idLists];
}

export function headerCases({ marker, full }) {
  const headers = [
    ['Accept-Language', '*;q=abc,zz-ZZ;q=2,;;;'],
    ['Accept-Language', Array.from({ length: 500 }, (_, i) => `x${i};q=0.${i % 10}`).join(',')],
    ['Accept-Language', marker],
    ['Cookie', `NEXT_LOCALE=${marker}`],
    ['Cookie', 'NEXT_LOCALE=xx; consent=%%%; __Host-owner_session=AAAA'],
    ['Cookie', `consent=${'A'.repeat(4000)}`],
    ['Cookie', '=;=;=;;;'],
    ['Host', 'evil.example'],
    ['Host', ''],
    ['Host', `evil.example/${marker}`],
    ['X-Forwarded-Host', 'evil.example'],
    ['X-Forwarded-Proto', 'gopher'],
    ['X-Forwarded-For', '1.2.3.4, <script>'],
    ['Forwarded', 'for=evil;host=evil.example;proto=https'],
    ['RSC', '1'],
    ['Next-Router-State-Tree', '%7B%22garbage'],
    ['Next-Router-State-Tree', encodeURIComponent(JSON.stringify(['', { children: ['x', {}] }]))],
    ['Next-Router-Prefetch', '1'],
    ['Next-Router-Segment-Prefetch', '/../../etc'],
    ['Next-Action', 'a'.repeat(42)],
    ['Next-Url', '/../../etc/passwd'],
    ['Range', 'bytes=0-1,2-3,4-5,6-7'],
    ['If-None-Match', '"x", W/"y", *'],
    ['Content-Type', 'multipart/form-data; boundary='],
    ['Transfer-Encoding', 'chunked'],
    ['Accept-Encoding', 'gzip;q=abc, br, zstd, *;q=-1'],
  ];
  const pages = full ? PAGES : PAGES.slice(0, 4);
  return pages.flatMap((path) =>
    headers.map(([name, value]) => ({
      label: `header ${name}`,
      path,
      headers: name === 'Host' ? [[name, value]] : [[name, value]],
      ...(name === 'Transfer-Encoding' ? { body: '0\r\n\r\n' } : {}),
    })),
  );
}

export function methodCases({ origin, marker }) {
  const cases = [];
  const methods = ['TRACE', 'TRACK', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'CONNECT', 'get', 'BREW', 'M-SEARCH'];
  for (const path of [...PAGES.slice(0, 3), ...API, ...FILES]) {
    for (const method of methods) cases.push({ label: `method ${method}`, method, path: method === 'CONNECT' ? '127.0.0.1:1' : path });
    const bodies = [
      ['application/json', '{"a":'],
      ['application/json', JSON.stringify({ __proto__: { admin: true }, marker })],
      ['application/x-www-form-urlencoded', `a=${encodeURIComponent(marker)}&a=2`],
      ['text/plain', 'x'.repeat(100_000)],
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--y--'],
      ['application/octet-stream', randomBytes(4096)],
    ];
    for (const [type, body] of bodies) {
      cases.push({ label: `POST ${type}`, method: 'POST', path, headers: [['Content-Type', type], ['Origin', origin]], body });
    }
    cases.push({ label: 'POST from another origin', method: 'POST', path, headers: [['Content-Type', 'text/plain'], ['Origin', 'http://evil.example']], body: 'x' });
    // Bodies that end before they said they would: the server may close without an answer.
    cases.push({
      incomplete: true,
      halfClose: true,
      label: 'POST announcing 12 MB',
      method: 'POST',
      path,
      headers: [['Content-Type', 'multipart/form-data; boundary=x'], ['Origin', origin], ['Content-Length', String(12 * 1024 * 1024)]],
      body: '--x\r\n',
    });
    cases.push({ incomplete: true, halfClose: true, label: 'POST with a truncated chunked body', method: 'POST', path, headers: [['Transfer-Encoding', 'chunked'], ['Origin', origin], ['Content-Type', 'multipart/form-data; boundary=x']], body: 'ffff\r\nabc' });
  }
  return cases;
}

/** The forms of a page, as its server HTML holds them: the action fields and the names of the visitor's fields. */
export function formsOf(html) {
  const forms = [];
  for (const match of html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)) {
    const inner = match[1];
    const hidden = [...inner.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value = '']) => [
      name,
      value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
    ]);
    if (!hidden.some(([name]) => name.startsWith('$ACTION'))) continue;
    const fields = [...new Set([...inner.matchAll(/<(?:input|select|textarea)\b(?![^>]*type="hidden")[^>]*\bname="([^"$]+)"/g)].map((m) => m[1]))];
    forms.push({ hidden, fields, formId: /data-form="([^"]+)"/.exec(match[0])?.[1] ?? 'account' });
  }
  return forms;
}

/** The values a field gets in a mutated post: missing, empty, huge, markup, control bytes, numbers out of range. */
function mutationsFor(marker) {
  return [
    { label: 'missing', value: null },
    { label: 'empty', value: '' },
    { label: '100 KB', value: 'x'.repeat(100_000) },
    { label: 'markup', value: marker },
    { label: 'NUL', value: 'a\u0000b' },
    { label: 'lone surrogate', value: 'a\uD800b' },
    { label: 'invalid UTF-8', value: Buffer.from([0x61, 0xff, 0xfe, 0xc0, 0xaf]) },
    { label: 'negative', value: '-1' },
    { label: 'huge number', value: '99999999999999999999999' },
    { label: 'infinity', value: '1e309' },
    { label: 'traversal', value: '../../../etc/passwd' },
    { label: 'JSON', value: '{"$":"$@1"}' },
    { label: 'repeated', value: ['a', 'b', 'c'] },
    { label: 'a file', value: { filename: '../../x.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 junk') } },
  ];
}

/** The honeypot (lib/forms/meta HONEYPOT_FIELD): left empty, as a person leaves it. */
const HONEYPOT = 'website';

function plausible(name) {
  if (name === HONEYPOT) return '';
  if (/email/i.test(name)) return 'hostile@example.be';
  if (/phone/i.test(name)) return '0475123456';
  if (/date/i.test(name)) return '2030-01-15';
  if (/zip/i.test(name)) return '1000';
  if (/amount|price|income|adults|kids|bedrooms|rating/i.test(name)) return '2';
  if (/password|confirm/i.test(name)) return 'not-the-password-123';
  return 'Marie';
}

/** The action posts of one form: its own fields mutated one at a time, and its action fields tampered with. */
export function formPostCases({ page, form, marker, origin, full, otherActionId }) {
  const base = form.fields.map((name) => [name, plausible(name)]);
  const variants = [];
  const mutations = mutationsFor(marker);
  for (const field of form.fields) {
    for (const mutation of full ? mutations : pick(mutations, 3)) {
      const entries = base.filter(([name]) => name !== field);
      if (mutation.value !== null) for (const v of [mutation.value].flat()) entries.push([field, v]);
      // A filled honeypot gets the usual thanks on purpose (a bot must not learn it was caught).
      const honeypot = field === HONEYPOT && mutation.value !== null && mutation.value !== '';
      variants.push({ label: `${field} ${mutation.label}`, entries, hidden: form.hidden, honeypot });
    }
  }
  const meta = form.hidden.find(([name]) => /^\$ACTION_\d+:0$/.test(name));
  const args = form.hidden.find(([name]) => /^\$ACTION_\d+:1$/.test(name));
  const tamper = (label, replace) => variants.push({ label, entries: base, hidden: form.hidden.map(replace) });
  if (meta) {
    const [metaName, metaValue] = meta;
    const parsed = JSON.parse(metaValue);
    tamper('another action', ([n, v]) => (n === metaName && otherActionId ? [n, JSON.stringify({ ...parsed, id: otherActionId })] : [n, v]));
    tamper('unknown action', ([n, v]) => (n === metaName ? [n, JSON.stringify({ ...parsed, id: 'ab'.repeat(21) })] : [n, v]));
    tamper('bound args an object', ([n, v]) => (n === metaName ? [n, JSON.stringify({ ...parsed, bound: { a: 1 } })] : [n, v]));
  }
  if (args) {
    const [argsName] = args;
    for (const value of ['["__proto__","xx",null]', '["constructor","fr",null,1,2,3]', '[]', `["site-contact","${marker}",{"ok":false,"values":{"a":"$@9"}}]`, 'null', '"x"']) {
      tamper(`bound args ${value.slice(0, 24)}`, ([n, v]) => (n === argsName ? [n, value] : [n, v]));
    }
  }
  tamper('$ACTION_KEY of 50 KB', ([n, v]) => (n === '$ACTION_KEY' ? [n, 'k'.repeat(50_000)] : [n, v]));

  const cases = [];
  for (const variant of variants) {
    // Without JavaScript: the hidden action fields and the visitor's fields in one multipart body.
    const noScript = multipartBody([...variant.hidden, ...variant.entries]);
    cases.push({
      label: `${form.formId} no-JS ${variant.label}`,
      method: 'POST',
      path: page,
      headers: [['Content-Type', noScript.contentType], ['Origin', origin]],
      body: noScript.body,
      form: true,
      honeypot: variant.honeypot,
    });
    // With JavaScript: Next-Action and the arguments as React encodes them ('$K1': the FormData).
    if (!meta || !args) continue;
    let id;
    let bound;
    try {
      id = JSON.parse(variant.hidden.find(([n]) => n === meta[0])[1]).id;
      bound = JSON.parse(variant.hidden.find(([n]) => n === args[0])[1]);
    } catch {
      continue;
    }
    const root = JSON.stringify([...(Array.isArray(bound) ? bound : [bound]), '$K1']);
    const script = multipartBody([['0', root], ...variant.entries.map(([name, value]) => [`1_${name}`, value])]);
    cases.push({
      label: `${form.formId} JS ${variant.label}`,
      method: 'POST',
      path: page,
      headers: [['Content-Type', script.contentType], ['Origin', origin], ['Next-Action', typeof id === 'string' ? id : 'x'], ['Accept', 'text/x-component']],
      body: script.body,
      form: true,
      honeypot: variant.honeypot,
    });
  }
  return cases;
}
