/** The little HTTP the fake needs: JSON replies, JSON bodies checked with zod, errors with a status. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Reply {
  status: number;
  type: string;
  body: string | Buffer;
}

export const jsonReply = (status: number, value: unknown): Reply => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
});

export function send(res: ServerResponse, reply: Reply): void {
  if (res.destroyed) return;
  res.writeHead(reply.status, {
    'content-type': reply.type,
    'content-length': String(Buffer.byteLength(reply.body)),
  });
  res.end(reply.body);
}

const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The request's JSON body (null when empty); an HttpError when too large or not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'the body is not JSON');
  }
}

/** `value` checked by `schema`; its first issue as a 400 otherwise. */
export function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new HttpError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
}
