/** The editor's form for an article category: a name and an address segment per language, a parent. */
import { z } from 'zod';
import { SEGMENT } from '@/lib/content/category-schema';
import { baseId, line, perLocale } from './staff';

const segment = z
  .string({ error: 'Editor.errors.required' })
  .trim()
  .min(1, { error: 'Editor.errors.required' })
  .max(80, { error: 'Forms.errors.tooLong' })
  .regex(SEGMENT, { error: 'Editor.errors.slug' });

/** An id chosen in a select, or '' for none. */
export const chosenId = z.string({ error: 'Editor.errors.choice' }).regex(/^\d{0,9}$/, { error: 'Editor.errors.choice' });

export const categoryFormSchema = z.object({
  baseId,
  /** Empty for a new category. */
  id: z.string().regex(/^\d{0,9}$/),
  /** Empty for a main category. */
  parentId: chosenId,
  name: z.object(perLocale(() => line(80))),
  segment: z.object(perLocale(() => segment)),
});
export type CategoryForm = z.output<typeof categoryFormSchema>;

export const categoryDeleteSchema = z.object({ baseId, id: z.string().regex(/^\d{1,9}$/) });
