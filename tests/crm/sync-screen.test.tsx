/**
 * The sync screen's parts rendered as the server sends them, with the real messages of
 * every language: plain words for where the sync stands, the actions for admins only, the notes
 * as text whatever the CRM sent.
 */
import { createTranslator } from 'next-intl';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { SyncNotes } from '@/components/editor/sync-notes';
import { SyncRunFigures } from '@/components/editor/sync-run-figures';
import { SyncRunsTable } from '@/components/editor/sync-runs-table';
import { SyncStatePanel } from '@/components/editor/sync-state-panel';
import { syncStateSentence } from '@/components/editor/sync-words';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { SyncNote } from '@/lib/server/crm/omnicasa/notes';
import { notesView } from '@/lib/server/crm/sync-notes-view';
import type { RunSummary, SyncState } from '@/lib/server/crm/sync-state-line';
import { CATALOGUES } from '@/tests/i18n/catalogues';

// A key missing in a language, or a value its message needs, fails the test instead of printing the key.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: SiteLocale; namespace: 'Editor' }) =>
    createTranslator({ locale, messages: CATALOGUES[locale], namespace, timeZone: 'Europe/Brussels', onError: (error) => { throw error; } }),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }), redirect: () => undefined }));

const PAGE = '/en/staff/sync/';
const at = (minute: number) => new Date(Date.UTC(2026, 2, 12, 13, minute));
const counts = (before: number, after: number) => ({ before, after, read: after, added: 3, updated: 1, removed: before - after + 3, priceChanged: 1, leftOut: 2, recordsRead: 900, recordsLeftOut: 4, notes: 5 });
const HELD: SyncState = {
  running: null,
  last: { id: 12, at: at(5), status: 'held' },
  properties: 40,
  alert: { status: 'held', runId: 12, code: 'loss', values: { before: 40, after: 2, percent: 95, limit: 20 }, before: 40, after: 2 },
};
/** The markup of a server component whose parts are async server components too. */
async function html(element: React.ReactElement | Promise<React.ReactElement>): Promise<string> {
  const { prelude } = await prerender(await element);
  return (await new Response(prelude).text()).replace(/<!-- -->/g, '');
}
const ENTITIES: Record<string, string> = { '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };
/** What a reader sees: the text without tags, entities decoded, spaces collapsed. */
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&quot;|&lt;|&gt;|&amp;/g, (e) => ENTITIES[e]!).replace(/\s+/g, ' ');

describe('where the sync stands', () => {
  it('is said in plain words in every language', async () => {
    expect(await syncStateSentence('en', HELD)).toBe('Last sync on Mar 12, 2026, 2:05 PM: Held. The site shows 40 properties.');
    expect(await syncStateSentence('nl', { ...HELD, properties: 1 })).toBe('Laatste synchronisatie op 12 mrt 2026, 14:05: Tegengehouden. De site toont 1 pand.');
    expect(await syncStateSentence('fr', { running: null, last: null, properties: null, alert: null })).toBe(fr.Editor.sync.state.never);
  });

  it('alerts that a sync was held, with its figures, and lets an admin accept it after ticking a box', async () => {
    const markup = await html(SyncStatePanel({ locale: 'en', state: HELD, admin: true, page: PAGE }));
    expect(markup).toMatch(/<div role="alert"><h3>The last sync was held: the site did not change.<\/h3><p>The sync would bring 40 properties down to 2 \(95 % fewer, the limit is 20 %\)/);
    expect(markup).toContain('href="/en/staff/sync/12/"');
    expect(markup).toContain('<input type="hidden" name="runId" value="12"/>');
    expect(markup).toMatch(/<label[^>]*><input type="checkbox" required="" name="confirm"\/><span>I understand that the site will then show 2 properties instead of 40.<\/span><\/label>/);
    expect(text(markup)).toContain(en.Editor.sync.accept.submit);
    expect(text(markup)).toContain(en.Editor.sync.now.submit);
  });

  it('writes the figures of a problem as the language writes numbers', async () => {
    const markup = await html(SyncStatePanel({ locale: 'nl', state: { ...HELD, alert: { ...HELD.alert!, values: { before: 1412, after: 3, percent: 99.8, limit: 20 } } }, admin: false, page: '/nl/staff/sync/' }));
    expect(text(markup)).toContain('De synchronisatie zou 1.412 panden terugbrengen tot 3 (99,8 % minder, de grens is 20 %).');
  });

  it('offers an editor no action: an administrator accepts', async () => {
    const markup = await html(SyncStatePanel({ locale: 'en', state: HELD, admin: false, page: PAGE }));
    expect(markup).not.toMatch(/<form|<button|<input/);
    expect(text(markup)).toContain(en.Editor.sync.accept.adminsOnly);
  });

  it('says a sync is running, and offers nothing to start meanwhile', async () => {
    const markup = await html(SyncStatePanel({ locale: 'en', state: { ...HELD, running: { id: 13, startedAt: at(20) } }, admin: true, page: PAGE }));
    expect(markup).toMatch(/<p class="[^"]*" role="status" data-testid="sync-running">A sync is running \(since Mar 12, 2026, 2:20 PM\)\./);
    expect(markup).not.toMatch(/<form|<button/);
  });

  it('says a failed sync without an action to accept it', async () => {
    const state: SyncState = { ...HELD, last: { id: 12, at: at(5), status: 'failed' }, alert: { status: 'failed', runId: 12, code: 'unavailable', values: {}, before: null, after: null } };
    const markup = await html(SyncStatePanel({ locale: 'de', state, admin: true, page: '/de/staff/sync/' }));
    expect(text(markup)).toContain(de.Editor.sync.problems.unavailable);
    expect(markup).not.toContain('name="confirm"');
    expect(text(markup)).toContain(de.Editor.sync.now.submit);
  });

  it.each(SITE_LOCALES)('has every word it needs in %s', async (locale) => {
    for (const code of ['empty', 'loss', 'leftOut', 'noTypes', 'auth', 'unavailable', 'garbage', 'refused', 'error', 'interrupted'] as const) {
      const state: SyncState = { ...HELD, alert: { ...HELD.alert!, status: code === 'loss' || code === 'empty' || code === 'leftOut' || code === 'noTypes' ? 'held' : 'failed', code, values: {} } };
      expect(await html(SyncStatePanel({ locale, state, admin: true, page: `/${locale}/staff/sync/` }))).not.toContain('Editor.');
    }
  });
});

describe('the last syncs', () => {
  const runs: RunSummary[] = [
    { id: 12, startedAt: at(0), finishedAt: at(5), trigger: 'staff', staffId: 3, kind: 'full', acceptShrink: false, status: 'held', problem: { code: 'loss', values: {}, message: '' }, counts: counts(40, 2), revision: null },
    { id: 11, startedAt: at(-60), finishedAt: null, trigger: 'schedule', staffId: null, kind: null, acceptShrink: false, status: 'failed', problem: { code: 'auth', values: {}, message: '' }, counts: null, revision: null },
    { id: 10, startedAt: at(-120), finishedAt: at(-119), trigger: 'staff', staffId: 99, kind: 'incremental', acceptShrink: false, status: 'published', problem: null, counts: counts(38, 40), revision: 7 },
  ];

  it('are a table with a caption and headers, each date opening its run, that scrolls sideways on a phone', async () => {
    const markup = await html(SyncRunsTable({ locale: 'en', runs, names: new Map([[3, 'Ann Admin']]), page: PAGE }));
    expect(markup).toContain(`<caption class="visually-hidden">${en.Editor.sync.runs.title}</caption>`);
    expect(text(markup)).toContain(en.Editor.sync.runs.lead);
    expect(markup.match(/<th scope="col">/g)).toHaveLength(9);
    expect(markup).toMatch(/<th scope="row" class="[^"]+"><a href="\/en\/staff\/sync\/12\/"><time dateTime="2026-03-12T13:00:00.000Z">Mar 12, 2026, 2:00 PM<\/time><\/a><\/th>/);
    const rows = markup.split('<tr').slice(2).map(text);
    expect(rows[0]).toContain('by Ann Admin full Held 40 → 2 3 1 41 2');
    expect(rows[1]).toContain('automatic Failed');
    expect(rows[2]).toContain('by a staff member changes Published 38 → 40');
  });

  it('show a run’s figures and why it was held', async () => {
    const markup = await html(SyncRunFigures({ locale: 'fr', run: runs[0]!, names: new Map([[3, 'Ann Admin']]) }));
    expect(text(markup)).toContain(`${fr.Editor.sync.figures.recordsRead} 900`);
    expect(markup).toContain('data-code="loss"');
    expect(text(markup)).toContain(fr.Editor.sync.run.problem);
  });
});

describe('the notes of a run', () => {
  const notes: SyncNote[] = [
    { method: 'GetProperty', id: 4019012, language: 'fr', field: 'TypeDescription', code: 'tooLong', effect: 'language', value: '"<script>alert(1)</script><b>Villa</b>"' },
    { method: 'GetPropertyPictureList', id: 4019012, language: 'nl', field: 'Url', code: 'pictureOrigin', effect: 'item', itemId: 77, value: '"https://evil.example/x.jpg"' },
    { method: 'GetProperty', id: 5000001, field: 'City', code: 'missing', effect: 'record' },
    { method: 'GetWebIDList', id: 3, field: 'Name', code: 'missing', effect: 'record' },
  ];
  const render = (query: Parameters<typeof notesView>[1], made = notes.length, perPage?: number) =>
    html(SyncNotes({ locale: 'en', view: notesView(notes, query, perPage), query, page: '/en/staff/sync/12/', kept: notes.length, made, propertyPaths: new Map([[4019012, '/en/for-sale/brussels/villa/4019012/']]) }));

  it('shows every note by property ID, the CRM’s value as text, never as HTML', async () => {
    const markup = await render({ effect: null, page: 1 });
    expect(markup).not.toMatch(/<script|<b>/);
    expect(markup).toContain('&quot;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;Villa&lt;/b&gt;&quot;');
    const groups = markup.split('<tbody').slice(1);
    expect(groups.map((group) => /data-subject="(\w+)" data-id="(\d+)"/.exec(group)!.slice(1).join(' '))).toEqual(['property 4019012', 'property 5000001', 'category 3']);
    expect(groups[0]).toContain('<th scope="rowgroup" rowSpan="2"><a href="/en/for-sale/brussels/villa/4019012/">Property 4019012</a></th>');
    // Language names in the screen's language (an English screen says Dutch, not Nederlands).
    expect(text(groups[0]!)).toContain('Dutch Url photo on a server the site may not show (OMNICASA_PICTURE_ORIGINS) photo, document or part left out "https://evil.example/x.jpg" 77');
    // A property that is not on the site is named without a link.
    expect(groups[1]).toContain('<th scope="rowgroup" rowSpan="1">Property 5000001</th>');
    expect(text(groups[1]!)).toContain('all City missing not on the site');
    expect(markup).not.toContain('data-testid="sync-notes-truncated"');
  });

  it('filters by effect with links that need no JavaScript, the chosen one marked', async () => {
    const markup = await render({ effect: 'record', page: 1 });
    expect(markup).toContain('<a href="/en/staff/sync/12/?effect=record#sync-notes" aria-current="page" data-effect="record">not on the site (2)</a>');
    expect(markup).toContain('<a href="/en/staff/sync/12/#sync-notes">all (4)</a>');
    expect(markup.split('<tbody').length - 1).toBe(2);
    expect(text(await render({ effect: 'field', page: 1 }))).toContain(en.Editor.sync.notes.noneOfKind);
  });

  it('pages long lists, keeping the filter', async () => {
    const markup = await render({ effect: null, page: 2 }, notes.length, 1);
    expect(text(markup)).toContain('Notes by ID: 2 to 2 of 3');
    expect(markup).toContain('<a href="/en/staff/sync/12/#sync-notes" rel="prev">Previous page</a>');
    expect(markup).toContain('Page 2 of 3');
    expect(markup).toContain('<a href="/en/staff/sync/12/?page=3#sync-notes" rel="next">Next page</a>');
  });

  it('says when the run kept only its first notes', async () => {
    expect(text(await render({ effect: null, page: 1 }, 2417))).toContain('This sync made 2417 notes; the first 4 are kept here.');
  });
});
