// What a reliability phase asserts, from the database and from what the SMTP sink received.
import pg from 'pg';
import { sleep } from './stack.mjs';

export function markerPattern(runId) {
  return new RegExp(`REL${runId}[A-Z]\\d+`, 'g');
}

/** Runs `query` on a short-lived connection, retrying while the database is (re)starting. */
export async function dbQuery(url, query, params = [], timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.query(query, params)).rows;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(250);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** The leads of this run: marker → list of { id, outbox rows }. */
export async function leadsByMarker(url, runId) {
  const rows = await dbQuery(
    url,
    `SELECT l.id, substring(l.fields->>'remark' from 'REL${runId}[A-Z][0-9]+') AS marker,
            l.email, l.locale,
            coalesce(json_agg(json_build_object('id', o.id, 'kind', o.kind, 'recipient', o.recipient,
              'status', o.status, 'attempts', o.attempts, 'locale', o.locale)) FILTER (WHERE o.id IS NOT NULL), '[]') AS outbox
       FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id
      WHERE l.fields->>'remark' LIKE $1
      GROUP BY l.id`,
    [`%REL${runId}%`],
  );
  const byMarker = new Map();
  for (const row of rows) {
    const list = byMarker.get(row.marker) ?? [];
    list.push(row);
    byMarker.set(row.marker, list);
  }
  return byMarker;
}

export async function globalInvariants(url) {
  const [row] = await dbQuery(
    url,
    `SELECT (SELECT count(*) FROM leads) AS leads,
            (SELECT count(*) FROM leads l WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = l.id)) AS leads_without_outbox,
            (SELECT count(*) FROM outbox WHERE status = 'pending') AS pending,
            (SELECT count(*) FROM outbox WHERE status = 'failed') AS failed,
            (SELECT count(*) FROM outbox WHERE status = 'sent') AS sent`,
  );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

/**
 * Waits until no outbox row is pending (every mail sent), or `timeoutMs`. `log` gets every change;
 * `progress` a line a minute (a full-size drain takes a quarter of an hour and must not look stalled).
 */
export async function waitForOutboxDrained(url, { timeoutMs, log, progress }) {
  const started = Date.now();
  let last = null;
  let lastProgress = started;
  while (Date.now() - started < timeoutMs) {
    const state = await globalInvariants(url);
    if (state.pending === 0) return { drained: true, waitedMs: Date.now() - started, ...state };
    if (log && (!last || last.pending !== state.pending)) log(`  outbox: ${state.pending} pending, ${state.sent} sent`);
    if (progress && Date.now() - lastProgress >= 60_000) {
      progress(`  mail: ${state.sent} sent, ${state.pending} pending (${Math.round((Date.now() - started) / 1000)} s)`);
      lastProgress = Date.now();
    }
    last = state;
    await sleep(500);
  }
  return { drained: false, waitedMs: Date.now() - started, ...(await globalInvariants(url)) };
}

/** Mails the sink received for this run, by marker and by kind (agency/visitor by recipient). */
export function mailsByMarker(received, runId, agencyAddress) {
  const pattern = markerPattern(runId);
  const byMarker = new Map();
  const messageIds = new Map();
  for (const mail of received) {
    // The visitor's copy repeats none of the visitor's words (lib/server/mail/render.ts): its marker
    // is in its recipient's address, written in lower case.
    const markers = new Set([...(mail.text.match(pattern) ?? []), ...(mail.to.toUpperCase().match(pattern) ?? [])]);
    if (markers.size === 0) continue;
    if (mail.messageId) messageIds.set(mail.messageId, (messageIds.get(mail.messageId) ?? 0) + 1);
    for (const marker of markers) {
      const entry = byMarker.get(marker) ?? { agency: 0, visitor: 0, other: 0 };
      if (mail.to.includes(agencyAddress)) entry.agency += 1;
      else if (mail.to.toLowerCase().includes(`${marker.toLowerCase()}@example.be`)) entry.visitor += 1;
      else entry.other += 1;
      byMarker.set(marker, entry);
    }
  }
  const duplicateMessageIds = [...messageIds.values()].filter((n) => n > 1).length;
  return { byMarker, duplicateMessageIds };
}

/**
 * The checks of one phase. `results`: the answers the visitors got (marker, outcome). Returns
 * { figures, failures }: every failure is a broken promise.
 */
export async function checkPhase({ url, runId, results, sink, agencyAddress, phaseLetter, allowedDuplicateMails = 0 }) {
  const failures = [];
  const leads = await leadsByMarker(url, runId);
  const { byMarker: mails, duplicateMessageIds } = mailsByMarker(sink.received, runId, agencyAddress);
  const mine = (marker) => marker.startsWith(`REL${runId}${phaseLetter}`);
  let okStored = 0;
  let unknownStored = 0;
  let refusedStored = 0;
  let mailsExpected = 0;
  let mailsMissing = 0;
  let mailsDuplicated = 0;
  const outcomes = new Map(results.map((r) => [r.marker, r.outcome]));
  for (const r of results) {
    const stored = leads.get(r.marker) ?? [];
    if (r.outcome === 'ok') {
      if (stored.length !== 1) failures.push(`${r.marker}: got a success answer but is stored ${stored.length} times`);
      else okStored += 1;
    } else if (r.outcome === 'refused') {
      if (stored.length !== 0) failures.push(`${r.marker}: was refused but is stored ${stored.length} times`);
      refusedStored += stored.length;
    } else {
      if (stored.length > 1) failures.push(`${r.marker}: unknown outcome, stored ${stored.length} times`);
      unknownStored += stored.length;
    }
  }
  // Every stored lead of this phase (success or unknown outcome) has exactly its mails: the agency
  // notification and the visitor confirmation (site-contact), each sent once.
  for (const [marker, list] of leads) {
    if (!mine(marker)) continue;
    if (!outcomes.has(marker)) failures.push(`${marker}: stored but never submitted`);
    for (const lead of list) {
      const kinds = lead.outbox.map((o) => o.kind).sort().join(',');
      if (kinds !== 'agency,visitor') failures.push(`${marker}: lead ${lead.id} has outbox rows [${kinds}]`);
      for (const row of lead.outbox) if (row.status !== 'sent') failures.push(`${marker}: ${row.kind} mail is ${row.status} after ${row.attempts} attempts`);
    }
    const got = mails.get(marker) ?? { agency: 0, visitor: 0, other: 0 };
    mailsExpected += 2;
    for (const kind of ['agency', 'visitor']) {
      if (got[kind] === 0) mailsMissing += 1;
      if (got[kind] > 1) mailsDuplicated += got[kind] - 1;
    }
    if (got.other > 0) failures.push(`${marker}: ${got.other} mails to an unexpected recipient`);
  }
  for (const [marker] of mails) if (mine(marker) && !leads.has(marker)) failures.push(`${marker}: mailed but not stored`);
  if (mailsMissing > 0) failures.push(`${mailsMissing} of ${mailsExpected} mails never arrived`);
  if (mailsDuplicated > allowedDuplicateMails) failures.push(`${mailsDuplicated} mails arrived twice (allowed: ${allowedDuplicateMails})`);
  const invariants = await globalInvariants(url);
  if (invariants.leads_without_outbox !== 0) failures.push(`${invariants.leads_without_outbox} leads without outbox rows`);
  if (invariants.failed !== 0) failures.push(`${invariants.failed} outbox rows gave up (status failed)`);
  return {
    figures: {
      successAnswers: okStored,
      storedWithUnknownOutcome: unknownStored,
      storedAfterRefusal: refusedStored,
      mailsExpected,
      mailsMissing,
      mailsDuplicated,
      duplicateMessageIds,
      leadsWithoutOutbox: invariants.leads_without_outbox,
    },
    failures,
  };
}
