/**
 * The portal's history shows what visitors typed (name, remark) and where they came from (UTM
 * source, taken from the URL). The forms refuse markup, but the history must stay safe even for a
 * row that holds it (an older row, a UTM source, a future form): stored as is, shown as text.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HistoryTable } from '@/components/portal/history-table';
import { leads } from '@/lib/server/db/schema';
import { propertyHistory } from '@/lib/server/stats/property-history';
import { startTestDatabase, type TestDatabase } from '../server/harness';

// The table's labels are not under test: each key stands for its translation.
vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => key,
}));

const PAYLOADS = {
  firstName: '<script>window.__xss=1</script>',
  lastName: '"><img src=x onerror=alert(1)>',
  remark: '</td></tr></table><svg/onload=alert(1)>',
  utmSource: "<iframe src='javascript:alert(1)'>",
};

describe('the portal history', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await startTestDatabase('pglite');
    await db.db.insert(leads).values({
      form: 'contact-me',
      locale: 'fr',
      propertyId: 101,
      utmSource: PAYLOADS.utmSource,
      email: 'x@example.be',
      fields: { firstName: PAYLOADS.firstName, lastName: PAYLOADS.lastName, remark: PAYLOADS.remark },
    });
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('reads markup back verbatim and renders it as escaped text, never as elements', async () => {
    const history = await propertyHistory(db.db, 101, 1);
    expect(history.rows[0]).toMatchObject({
      contact: `${PAYLOADS.firstName} ${PAYLOADS.lastName}`,
      comment: PAYLOADS.remark,
      source: PAYLOADS.utmSource,
    });

    const html = renderToStaticMarkup(await HistoryTable({ locale: 'fr', history, pageHref: (p) => `?page=${p}` }));
    expect(html).not.toMatch(/<script|<img|<svg|<iframe|<\/table><svg/i);
    expect(html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;svg/onload=alert(1)&gt;');
    expect(html).toContain('&lt;iframe src=&#x27;javascript:alert(1)&#x27;&gt;');
    // The table itself is intact: one header row and one body row of seven cells.
    expect(html.match(/<tr>/g)).toHaveLength(2);
    expect(html.match(/<td /g)).toHaveLength(7);
  });
});
