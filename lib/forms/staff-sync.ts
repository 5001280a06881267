/** The sync screen's form: accepting a held sync names the run seen and needs its box ticked. */
import { z } from 'zod';

export const acceptShrinkSchema = z.object({
  runId: z.string().regex(/^\d{1,18}$/).transform(Number),
  confirm: z.literal('on', { error: 'Editor.sync.refused.confirm' }),
});
export type AcceptShrinkForm = z.output<typeof acceptShrinkSchema>;
