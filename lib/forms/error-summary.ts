/**
 * The error summary of a refused editor form (GOV.UK style): one entry per field in error, in the
 * order the fields stand in the form, each linking to its field; errors of a field the form does not
 * list (a part drawn by the page, such as a file or an image choice) come last, unlinked unless
 * the part said its id.
 */
export type SummaryField = { name: string; id: string; label: string };
export type SummaryEntry = { name: string; id: string | null; label: string | null; message: string };

export function summaryEntries(fields: readonly SummaryField[], fieldErrors: Record<string, readonly string[] | undefined>): SummaryEntry[] {
  const listed = new Set(fields.map((field) => field.name));
  const firstOf = (name: string) => fieldErrors[name]?.[0];
  const known = fields.flatMap((field) => {
    const message = firstOf(field.name);
    return message ? [{ name: field.name, id: field.id, label: field.label, message }] : [];
  });
  const others = Object.keys(fieldErrors).flatMap((name) => {
    const message = firstOf(name);
    return !listed.has(name) && message ? [{ name, id: null, label: null, message }] : [];
  });
  return [...known, ...others];
}

/** The field to focus after a refusal: the first in error that the form can point to. */
export const firstErrorId = (entries: readonly SummaryEntry[]): string | null => entries.find((entry) => entry.id !== null)?.id ?? null;
