import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

/**
 * Reads and validates a content file. A failure names the file, the record and the field, so a
 * broken file stops the build with a message an editor can act on.
 */
export function readContentFile<T>(
  relativePath: string,
  schema: z.ZodType<T>,
  describeRecord: (raw: unknown, index: number) => string = (_raw, index) => `index ${index}`,
): T {
  // Scoped to data/ so the build traces only the data files, not the whole project.
  const file = path.join(process.cwd(), 'data', relativePath.replace(/^data\//, ''));
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const [first, ...rest] = issue.path;
  const where =
    typeof first === 'number' && Array.isArray(raw)
      ? `${describeRecord(raw[first], first)}: ${rest.join('.') || '(record)'}`
      : issue.path.join('.') || '(file)';
  throw new Error(`${relativePath}: ${where}: ${issue.message}`);
}
