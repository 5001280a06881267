import { describe, expect, it } from 'vitest';
import { problemCodeOf, problemValues, syncStateOf, withStoppedRuns } from '@/lib/server/crm/sync-state-line';
import type { SyncRunRow } from '@/lib/server/crm/sync-runs';

type Run = Pick<SyncRunRow, 'id' | 'status' | 'startedAt' | 'finishedAt' | 'problem' | 'counts'>;
let next = 100;
const at = (minute: number) => new Date(Date.UTC(2026, 2, 12, 13, minute));
function run(status: Run['status'], extra: Partial<Run> = {}): Run {
  next -= 1;
  return { id: next, status, startedAt: at(0), finishedAt: status === 'running' ? null : at(5), problem: null, counts: null, ...extra };
}
const counts = (before: number, after: number) => ({ before, after, read: after, added: 0, updated: 0, removed: 0, priceChanged: 0, leftOut: 0, recordsRead: 0, recordsLeftOut: 0, notes: 0 });

describe('where the sync stands', () => {
  it('says nothing ran yet without a run', () => {
    expect(syncStateOf([])).toEqual({ running: null, last: null, properties: null, alert: null });
  });

  it('gives the last sync, when it finished, and the properties it published', () => {
    const published = run('published', { counts: counts(40, 42) });
    expect(syncStateOf([published, run('unchanged', { counts: counts(40, 40) })])).toEqual({
      running: null,
      last: { id: published.id, at: at(5), status: 'published' },
      properties: 42,
      alert: null,
    });
  });

  it('shows a run going on beside the last finished one', () => {
    const running = run('running', { startedAt: at(30) });
    const last = run('unchanged', { counts: counts(42, 42) });
    expect(syncStateOf([running, last])).toMatchObject({ running: { id: running.id, startedAt: at(30) }, last: { id: last.id, status: 'unchanged' }, properties: 42, alert: null });
  });

  it('says a held sync with its problem: the site keeps the properties it had', () => {
    const held = run('held', { counts: counts(412, 3), problem: { code: 'loss', values: { before: 412, after: 3, percent: 99.3, limit: 20 }, message: 'loss' } });
    const state = syncStateOf([held, run('published', { counts: counts(400, 412) })]);
    expect(state.properties).toBe(412);
    expect(state.alert).toEqual({ status: 'held', runId: held.id, code: 'loss', values: { before: 412, after: 3, percent: 99.3, limit: 20 }, before: 412, after: 3 });
  });

  it('says a failed sync with its problem, and the properties of the last sync that had any', () => {
    const failed = run('failed', { problem: { code: 'unavailable', values: {}, message: 'HTTP 503' } });
    const state = syncStateOf([failed, run('failed', { problem: { code: 'auth', values: {}, message: '' } }), run('published', { counts: counts(0, 33) })]);
    expect(state).toMatchObject({ last: { id: failed.id, status: 'failed' }, properties: 33, alert: { status: 'failed', code: 'unavailable', before: null, after: null } });
  });

  it('has no alert once a sync after the held one succeeded', () => {
    expect(syncStateOf([run('published', { counts: counts(412, 3) }), run('held', { counts: counts(412, 3), problem: { code: 'loss', values: {}, message: '' } })]).alert).toBeNull();
  });

  it('reads a problem code it does not know as an error, and fills the figures a message names', () => {
    expect(problemCodeOf('quota')).toBe('error');
    expect(problemCodeOf(undefined)).toBe('error');
    expect(problemCodeOf('noTypes')).toBe('noTypes');
    expect(problemValues({ before: 7 })).toEqual({ before: 7, after: '?', percent: '?', limit: '?', records: '?', leftOut: '?' });
  });

  it('shows a run still marked running while no sync holds the lease as stopped', () => {
    const stale = run('running');
    const done = run('published');
    expect(withStoppedRuns([stale, done], true)).toEqual([stale, done]);
    const [stopped, same] = withStoppedRuns([stale, done], false);
    expect(stopped).toMatchObject({ id: stale.id, status: 'failed', problem: { code: 'interrupted' } });
    expect(same).toBe(done);
    expect(syncStateOf([stopped!, done]).alert).toMatchObject({ status: 'failed', code: 'interrupted' });
  });
});
