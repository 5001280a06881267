/**
 * A spec that publishes a content document holds it from its first hook to its last (its turn,
 * e2e/content-turn) and puts back the version that was live before, should its journey stop
 * half-way: CI's Postgres persists between runs and other specs read the public pages meanwhile.
 * Call inside the spec's describe; it also adds the spec's editor account.
 */
import type { ContentDocument } from '@/lib/content/documents';
import { documentState, restoreVersion, DELIVERED_VERSION } from '@/lib/server/content/store';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';
import { test } from './fixtures';
import { addE2eEditor, withE2eDb, type StaffAccount } from './staff';

export function holdDocument(document: ContentDocument, editor: StaffAccount): void {
  let before: number | null = null;
  let endTurn: (() => void) | null = null;

  test.beforeAll(async ({ request }) => {
    await addE2eEditor(request, editor);
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn(document);
    before = await withE2eDb(async (db) => (await documentState(db, document)).published.id);
  });

  test.afterAll(async () => {
    try {
      await withE2eDb(async (db) => {
        if ((await documentState(db, document)).published.id === before) return;
        await restoreVersion(db, { document, versionId: before ?? DELIVERED_VERSION, staffId: null });
      });
    } finally {
      endTurn?.();
    }
  });
}
