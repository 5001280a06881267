// The mail-relay checks of the authentication abuse run (issue 31, point 5): what a script that
// answers the no-JavaScript question can make the site mail to a stranger. Each lead form is posted
// as a browser without JavaScript posts it: once without a spam check (the page comes back with a
// question), then with the answer. The outbox and the leads are read in the database.
import { dbQuery } from '../reliability/verify.mjs';
import { noJsForms } from '../no-js-form.mjs';

const DETAIL = '/fr/a-vendre/ixelles/appartement-2-chambres-avec-terrasse-au-chatelain/4012345/?request=sendToFriend';
const CONTACT = '/fr/contact/';
const PHISH = 'Please log in at https://phish.example/login';
/** lib/server/rate-limit.ts: THIRD_PARTY_MAILS_PER_DAY, MAILS_PER_TYPED_ADDRESS_PER_DAY, NO_JS_PER_IP_PER_DAY. */
const FRIEND_MAILS = 3;
const ADDRESS_MAILS = 5;
const NO_JS_PER_SOURCE = 5;

export async function relayChecks({ origin, dbUrl, runId }) {
  let sources = 0;
  const source = () => `198.18.${Math.floor(++sources / 250)}.${(sources % 250) + 1}`;

  const { sendAnswered } = noJsForms({ origin });

  const rows = (sql, params) => dbQuery(dbUrl, sql, params);
  const count = async (sql, params) => Number((await rows(sql, params))[0].n);
  const results = {};

  // 1. The friend's mail carries no word the visitor typed; a name that is a link is refused.
  const sender = `relay-sender-${runId}@example.be`;
  const friend = `relay-friend-${runId}@example.be`;
  const sent = await sendAnswered(DETAIL, 'send-to-friend', { firstName: 'Marie', email: sender, friendEmail: friend, remark: PHISH }, source());
  const [stored] = await rows('SELECT fields::text AS fields FROM leads WHERE email = $1', [sender]);
  results['send to a friend: what the visitor typed beyond a first name is neither stored nor mailed'] = {
    ok: sent.status === 303 && stored !== undefined && !stored.fields.includes('phish'),
    status: sent.status,
    refusal: sent.refusal,
  };
  const linkName = `relay-link-${runId}@example.be`;
  await sendAnswered(DETAIL, 'send-to-friend', { firstName: 'https://phish.example', email: linkName, friendEmail: friend }, source());
  results['send to a friend: a first name that is a link is refused, nothing stored'] = {
    ok: (await count('SELECT count(*)::int AS n FROM leads WHERE email = $1', [linkName])) === 0,
  };

  // 2. One stranger's address: three friends' mails a day at most, then its own copies up to five mails in all.
  const target = `relay-target-${runId}@example.be`;
  for (let i = 0; i <= FRIEND_MAILS; i++) {
    await sendAnswered(DETAIL, 'send-to-friend', { firstName: 'Marie', email: `relay-s${i}-${runId}@example.be`, friendEmail: target }, source());
  }
  const friendMails = await count("SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND kind = 'friend'", [target]);
  results[`a stranger's address gets at most ${FRIEND_MAILS} friends' mails a day, from any source`] = { ok: friendMails === FRIEND_MAILS, friendMails };
  const copies = ADDRESS_MAILS - FRIEND_MAILS + 1;
  for (let i = 0; i < copies; i++) {
    await sendAnswered(CONTACT, 'site-contact', { firstName: 'Marie', lastName: 'Relay', email: target, remark: PHISH, contactPreference: 'phone', timeSlot: '10:00-13:00' }, source());
  }
  const toTarget = await count("SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND kind IN ('friend', 'visitor')", [target]);
  const agencyRows = await count("SELECT count(*)::int AS n FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email = $1 AND o.kind = 'agency'", [target]);
  results[`an address typed in forms gets at most ${ADDRESS_MAILS} mails a day; every lead still reaches the agency`] = {
    ok: toTarget === ADDRESS_MAILS && agencyRows === copies,
    toTarget,
    agencyRows,
  };

  // 3. One source answering the question all day: past the limit its leads are kept, unverified, mailing no one but the agency.
  const busy = source();
  const emails = Array.from({ length: NO_JS_PER_SOURCE + 1 }, (_, i) => `relay-nojs${i}-${runId}@example.be`);
  for (const email of emails) await sendAnswered(CONTACT, 'site-contact', { firstName: 'Marie', lastName: 'Relay', email, remark: 'Bonjour', contactPreference: 'phone', timeSlot: '10:00-13:00' }, busy);
  const held = await rows(
    `SELECT l.email, l.unverified, count(*) FILTER (WHERE o.kind = 'visitor')::int AS copies, count(*) FILTER (WHERE o.kind = 'agency')::int AS agency
     FROM leads l JOIN outbox o ON o.lead_id = l.id WHERE l.email = ANY($1) GROUP BY l.email, l.unverified ORDER BY l.email`,
    [emails],
  );
  const last = held.find((row) => row.email === emails.at(-1));
  results[`past ${NO_JS_PER_SOURCE} answered questions a day from one source, a lead is kept unverified and mails only the agency`] = {
    ok: held.length === emails.length && last?.unverified === true && last.copies === 0 && last.agency === 1 && held.filter((r) => !r.unverified && r.copies === 1).length === NO_JS_PER_SOURCE,
    held: held.map((r) => `${r.unverified ? 'unverified' : 'verified'}:${r.copies}`),
  };
  return results;
}
