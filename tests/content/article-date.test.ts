/**
 * Staff set a news item's date (issue 33): the news overview orders by it. An empty field keeps
 * the date the article has, or dates a new one the day it is saved; a day that does not exist is
 * refused with its message.
 */
import { describe, expect, it } from 'vitest';
import { applyArticleForm, articleFields } from '@/lib/content/article-edit';
import { articleFormSchema } from '@/lib/forms/staff';
import { SITE_LOCALES } from '@/lib/locale';
import { embeddedContent } from '@/lib/server/content/store';

const { articles, categories } = embeddedContent();
const NEWS = categories.find((c) => c.key === 'news')!;
const empty = Object.fromEntries(SITE_LOCALES.map((l) => [l, '']));

const post = (date: unknown, id = '') =>
  articleFormSchema.safeParse({
    baseId: '',
    id,
    categoryId: String(NEWS.id),
    title: { ...empty, nl: 'Open huis' },
    intro: empty,
    body: { ...empty, nl: 'We openen de deuren.' },
    name: { ...empty, nl: 'open-huis-datum' },
    ...(date === undefined ? {} : { date }),
  });

describe("an article's date", () => {
  it('is the one staff chose', () => {
    const form = post('2026-03-14');
    expect(form.success).toBe(true);
    const edit = applyArticleForm(articles, form.data!, categories, new Map(), '2026-11-28');
    expect(edit.ok && edit.article.date).toBe('2026-03-14');
  });

  it('is today for a new article left empty (or posted without the field)', () => {
    for (const date of ['', undefined]) {
      const edit = applyArticleForm(articles, post(date).data!, categories, new Map(), '2026-11-28');
      expect(edit.ok && edit.article.date).toBe('2026-11-28');
    }
  });

  it('stays what it was when an existing article is saved with the field empty, and can be changed', () => {
    const existing = articles.find((a) => a.date !== null && a.slugParts !== null)!;
    const fields = articleFields(existing);
    expect(fields.date).toBe(existing.date);
    const again = (date: string) =>
      applyArticleForm(articles, articleFormSchema.parse({ baseId: '', id: String(existing.id), ...fields, date }), categories, new Map(), '2030-01-01');
    const kept = again('');
    expect(kept.ok && kept.article.date).toBe(existing.date);
    const moved = again('2025-12-31');
    expect(moved.ok && moved.article.date).toBe('2025-12-31');
  });

  it('refuses a day that does not exist or is no date, with its message', () => {
    for (const date of ['2026-02-30', '2025-02-29', '28/11/2026', '2026-1-1', 'tomorrow', '<script>']) {
      const form = post(date);
      expect(form.success, date).toBe(false);
      expect(form.error!.issues.map((i) => i.message)).toEqual(['Editor.errors.date']);
    }
    expect(post('2024-02-29').success).toBe(true);
  });
});

describe('a delivered news article saved from its form', () => {
  it('keeps its address: the form shows the name as the address has it, which the form accepts', async () => {
    const { articleLocalizedPath } = await import('@/lib/content/articles');
    for (const existing of articles.filter((a) => a.slugParts !== null)) {
      const fields = articleFields(existing);
      const form = articleFormSchema.safeParse({ baseId: '', id: String(existing.id), ...fields });
      expect(form.success, existing.key).toBe(true);
      const edit = applyArticleForm(articles, form.data!, categories);
      expect(edit.ok, existing.key).toBe(true);
      if (!edit.ok) continue;
      for (const l of SITE_LOCALES) expect(articleLocalizedPath(edit.article, l, categories), `${existing.key} ${l}`).toBe(articleLocalizedPath(existing, l, categories));
    }
  });
});
