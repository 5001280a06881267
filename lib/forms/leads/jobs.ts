import { z } from 'zod';
import { LIMITS, optionalText, personFields } from '../fields';
import { CV_MAX_BYTES } from '../request-limits';

export { CV_MAX_BYTES };
export const CV_ACCEPT = '.pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text';

/** An uploaded CV: a non-empty File (a FileList from the browser is reduced to its first file). */
export const cvFile = () =>
  z.preprocess(
    (v) => (typeof FileList !== 'undefined' && v instanceof FileList ? (v[0] ?? undefined) : v),
    z
      .custom<File>((v) => typeof File !== 'undefined' && v instanceof File && v.size > 0, {
        error: 'Forms.errors.cvRequired',
      })
      .refine((f) => f.size <= CV_MAX_BYTES, { error: 'Forms.errors.fileTooLarge' }),
  );

/** The jobs contact form with a CV (contact module 10 on /jobs). Type is checked by content on the server. */
export const jobsSchema = z.object({
  ...personFields(),
  remark: optionalText(LIMITS.long),
  cv: cvFile(),
});
export type JobsInput = z.input<typeof jobsSchema>;
