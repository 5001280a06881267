import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

/** How a record is named in an error: 'property ID 4012345', 'city Ixelles 1050'. */
export type DescribeRecord = (raw: unknown) => string | null;

/** The path of a data file as shown in messages: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative)
    ? relative.split(path.sep).join('/')
    : file;
}

function fieldPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out;
}

function valueAt(raw: unknown, segments: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/**
 * Where an issue is, in words: `property ID 4012345 (index 7): Price`, or for a record inside a
 * keyed list `fr.sale: city Ixelles 1050 (index 3): PropertyCount`.
 */
export function describeIssuePath(
  raw: unknown,
  issuePath: readonly PropertyKey[],
  describe: DescribeRecord,
): string {
  const at = issuePath.findIndex((segment) => typeof segment === 'number');
  if (at === -1) return fieldPath(issuePath) || '(file)';
  const list = fieldPath(issuePath.slice(0, at));
  const index = issuePath[at] as number;
  const name = describe(valueAt(raw, issuePath.slice(0, at + 1)));
  const record = name ? `${name} (index ${index})` : `index ${index}`;
  const field = fieldPath(issuePath.slice(at + 1)) || '(record)';
  return `${list ? `${list}: ` : ''}${record}: ${field}`;
}

function issueText(message: string): string {
  return message.replace(/^Invalid input: /, '');
}

/** An Error naming the file, the record and the field: `data/x.json: property ID 1 (index 0): Price: …`. */
export class DataFileError extends Error {
  constructor(
    readonly file: string,
    readonly where: string,
    detail: string,
  ) {
    super(`${file}: ${where}: ${detail}`);
    this.name = 'DataFileError';
  }
}

/** Validates already parsed JSON; throws a DataFileError on the first issue (and counts the rest). */
export function validateData<S extends z.ZodType>(
  file: string,
  raw: unknown,
  schema: S,
  describe: DescribeRecord,
): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const [issue, ...others] = result.error.issues;
  if (!issue) throw new DataFileError(displayPath(file), '(file)', 'invalid');
  const more = others.length
    ? ` (and ${others.length} more issue${others.length > 1 ? 's' : ''})`
    : '';
  throw new DataFileError(
    displayPath(file),
    describeIssuePath(raw, issue.path, describe),
    issueText(issue.message) + more,
  );
}

/** Reads a JSON file and validates it; a missing file or bad JSON is named the same way. */
export function readDataFile<S extends z.ZodType>(
  file: string,
  schema: S,
  describe: DescribeRecord,
): z.output<S> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new DataFileError(
      displayPath(file),
      '(file)',
      `cannot be read (${(error as Error).message})`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new DataFileError(
      displayPath(file),
      '(file)',
      `is not valid JSON (${(error as Error).message})`,
    );
  }
  return validateData(file, raw, schema, describe);
}
