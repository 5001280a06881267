/** Videos for the media library: what the bytes must be, and the upload route's answers (nothing stored on a refusal). */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessage, VIDEO_MAX_BYTES, VIDEO_POST_MAX_BYTES } from '@/lib/media/upload-limits';
import { sniffVideo } from '@/lib/media/video-sniff';
import { addStaff } from '@/lib/server/auth/staff';
import type { SessionStaff } from '@/lib/server/auth/sessions';
import { isOfferedVideo } from '@/lib/server/media/banner-video';
import { listUploads } from '@/lib/server/media/media-store';
import { receiveVideo, refusalOfQuery, refusalQuery } from '@/lib/server/media/video-upload';
import { BACKENDS, startTestDatabase, type TestDatabase } from '../server/harness';
import { mp4, webm } from './video-fixtures';

const EBML = [0x1a, 0x45, 0xdf, 0xa3];

describe('sniffVideo', () => {
  it('takes an MP4 and a WebM by their bytes, whatever brand of MP4', () => {
    expect(sniffVideo(mp4())).toEqual({ ok: true, contentType: 'video/mp4' });
    expect(sniffVideo(mp4(10, 'mp42'))).toEqual({ ok: true, contentType: 'video/mp4' });
    expect(sniffVideo(mp4(10, 'M4V '))).toEqual({ ok: true, contentType: 'video/mp4' });
    expect(sniffVideo(webm())).toEqual({ ok: true, contentType: 'video/webm' });
    expect(sniffVideo(webm(300))).toEqual({ ok: true, contentType: 'video/webm' });
  });

  it.each([
    ['a QuickTime movie', mp4(10, 'qt  '), 'QuickTime (MOV)'],
    ['a HEIC photo from a phone', mp4(10, 'heic'), 'HEIC'],
    ['a Matroska film', webm(10, 'matroska'), 'Matroska (MKV)'],
    ['an AVI', new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('AVI LIST')]), 'AVI'],
    ['a WMV', new Uint8Array([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0, 0, 0, 0]), 'WMV'],
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'JPEG'],
  ])('names %s it refuses', (_what, bytes, format) => {
    expect(sniffVideo(bytes)).toEqual({ ok: false, error: 'videoType', format });
  });

  it('refuses a page or a script named .mp4 without naming a format', () => {
    expect(sniffVideo(Buffer.from('<html><script>alert(1)</script></html>'))).toEqual({ ok: false, error: 'videoType' });
    expect(sniffVideo(new Uint8Array())).toEqual({ ok: false, error: 'videoType' });
    expect(sniffVideo(webm(10, 'other'))).toEqual({ ok: false, error: 'videoType' });
  });

  it('refuses an MP4 without its movie header, and one whose last box runs past the end', () => {
    const whole = mp4(2048);
    expect(sniffVideo(whole.subarray(0, whole.length - 1))).toEqual({ ok: false, error: 'videoBroken' });
    const noMoov = Buffer.from(whole);
    noMoov.write('skip', 8 + 20 + 8 + 4, 'latin1');
    expect(sniffVideo(noMoov)).toEqual({ ok: false, error: 'videoBroken' });
  });

  it('never takes an upload cut short, at any byte (the boundaries between boxes included)', () => {
    for (const whole of [mp4(600), webm(100)]) {
      for (let end = 0; end < whole.length; end++) expect(sniffVideo(whole.subarray(0, end)).ok, `cut at ${end}`).toBe(false);
    }
  });

  it('answers any bytes without throwing, and takes only a container it walked', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.constantFrom<number[]>([], [0, 0, 0, 24, ...Buffer.from('ftypisom')], EBML), (tail, head) => {
        const bytes = new Uint8Array([...head, ...tail]);
        const sniffed = sniffVideo(bytes);
        if (sniffed.ok) expect(head.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('says a refusal in words, with the size and the limit', () => {
    expect(refusalMessage({ error: 'videoTooLarge', bytes: VIDEO_MAX_BYTES + 1 }, 'fr')).toEqual({ key: 'videoTooLarge', values: { size: '50,1', max: '50' } });
    expect(refusalMessage({ error: 'videoType', format: 'AVI' }, 'nl')).toEqual({ key: 'videoFormat', values: { format: 'AVI' } });
  });

  it('reads back from the screen’s query only refusals it sent', () => {
    for (const refusal of [{ error: 'videoTooLarge', bytes: 60_000_000 }, { error: 'videoType', format: 'QuickTime (MOV)' }, { error: 'videoBroken' }] as const) {
      expect(refusalOfQuery(Object.fromEntries(refusalQuery(refusal)))).toEqual(refusal);
    }
    expect(refusalOfQuery({ videoError: 'videoType', format: '<script>' })).toEqual({ error: 'videoType' });
    expect(refusalOfQuery({ videoError: 'nonsense' })).toBeNull();
  });
});

/** A post of the media screen's video form, as a browser of the site sends it. */
function post(file: Uint8Array | null, { name = 'home.mp4', headers = {}, body }: { name?: string; headers?: Record<string, string>; body?: BodyInit } = {}) {
  const form = new FormData();
  if (file) form.set('video', new File([file as Uint8Array<ArrayBuffer>], name, { type: 'video/mp4' }));
  const request = new Request('https://agency.example/api/video-upload/?locale=fr', { method: 'POST', body: body ?? form, headers: { 'sec-fetch-site': 'same-origin', ...headers } });
  return request;
}

describe.each(BACKENDS)('the video upload route on %s', (backend) => {
  let db: TestDatabase;
  let staff: SessionStaff;
  const stored = async () => Number((await db.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM uploads`)).rows[0]!.n);

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    const id = await addStaff(db.db, { email: `video-${backend}-${Date.now()}@example.test`, role: 'editor', locale: 'fr', password: 'a-long-password-1' });
    staff = { id } as SessionStaff;
  }, 60_000);
  afterAll(async () => db?.stop());

  it('stores an MP4 and a WebM, sniffed, and goes back to the media screen saying so', async () => {
    const response = await receiveVideo(db.db, post(mp4(5000)), staff);
    expect(response.status).toBe(303);
    const id = /videoUploaded=(\d+)$/.exec(response.headers.get('location') ?? '')?.[1];
    expect(response.headers.get('location')).toMatch(/^\/fr\/staff\/media\/\?videoUploaded=\d+$/);
    const [video] = await listUploads(db.db, 'video');
    expect(video).toMatchObject({ id: Number(id), contentType: 'video/mp4', originalName: 'home.mp4', byteSize: mp4(5000).length });
    expect(video!.url).toMatch(/\.mp4$/);
    // A photo picker never offers it.
    expect((await listUploads(db.db)).some((u) => u.id === video!.id)).toBe(false);
    expect((await receiveVideo(db.db, post(webm(100), { name: 'loop.webm' }), staff)).status).toBe(303);
    expect((await listUploads(db.db, 'video'))[0]).toMatchObject({ contentType: 'video/webm' });
  });

  it.each([
    ['a QuickTime movie', () => post(mp4(100, 'qt  '), { name: 'film.mov' }), 'videoError=videoType&format=QuickTime+%28MOV%29'],
    ['a page named .mp4', () => post(Buffer.from('<html></html>')), 'videoError=videoType'],
    ['a file cut short', () => post(mp4(2000).subarray(0, 1500)), 'videoError=videoBroken'],
    ['no file', () => post(null), 'videoError=videoRequired'],
    ['a post declared over the limit (not read)', () => post(mp4(10), { headers: { 'content-length': String(VIDEO_POST_MAX_BYTES + 1) } }), `videoError=videoTooLarge&size=${VIDEO_POST_MAX_BYTES + 1}`],
    ['a post nginx kept back, its length in X-Refused-Length (no body)', () => post(null, { headers: { 'x-refused-length': '60000000' } }), 'videoError=videoTooLarge&size=60000000'],
    ['a post that is not a form', () => post(null, { body: 'file=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 'videoError=videoRequired'],
  ])('refuses %s, stores nothing and says why', async (_what, request, query) => {
    const before = await stored();
    const response = await receiveVideo(db.db, request(), staff);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/fr/staff/media/?${query}#video-upload`);
    expect(await stored()).toBe(before);
  });

  it('stops reading a post without a length once it passes the limit', async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('https://agency.example/api/video-upload/?locale=nl', {
      method: 'POST',
      body: endless,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'same-origin' },
      duplex: 'half',
    } as RequestInit);
    const before = await stored();
    const response = await receiveVideo(db.db, request, staff);
    expect(response.headers.get('location')).toMatch(/^\/nl\/staff\/media\/\?videoError=videoTooLarge/);
    expect(sent).toBeLessThan(VIDEO_POST_MAX_BYTES + 4 * chunk.length);
    expect(await stored()).toBe(before);
  });

  it('refuses a post from another site (403) and sends a visitor without a session to the login, reading nothing', async () => {
    const before = await stored();
    expect((await receiveVideo(db.db, post(mp4(), { headers: { 'sec-fetch-site': 'cross-site' } }), staff)).status).toBe(403);
    const noFetchMetadata = new Request('https://agency.example/api/video-upload/', { method: 'POST', body: 'x', headers: { origin: 'https://evil.example', host: 'agency.example' } });
    expect((await receiveVideo(db.db, noFetchMetadata, staff)).status).toBe(403);
    const anonymous = await receiveVideo(db.db, post(mp4()), null);
    expect([anonymous.status, anonymous.headers.get('location')]).toEqual([303, '/fr/staff/login/']);
    expect(await stored()).toBe(before);
  });

  it('lets the banner play only none, its current file or a library video', async () => {
    const [video] = await listUploads(db.db, 'video');
    expect(await isOfferedVideo(db.db, video!.url, '/videos/home.mp4')).toBe(true);
    expect(await isOfferedVideo(db.db, '', '/videos/home.mp4')).toBe(true);
    expect(await isOfferedVideo(db.db, '/videos/home.mp4', '/videos/home.mp4')).toBe(true);
    expect(await isOfferedVideo(db.db, '/videos/other.mp4', '/videos/home.mp4')).toBe(false);
    const [photo] = await listUploads(db.db);
    if (photo) expect(await isOfferedVideo(db.db, photo.url, '')).toBe(false);
  });
});
