/**
 * How the fake misbehaves on demand (PUT /__admin/mode), for every method or only those listed:
 *
 *   { "mode": "normal" }
 *   { "mode": "slow", "delayMs": 30000 }              answers late (a lead is taken at once)
 *   { "mode": "garbage", "kind": "not-json" }          an HTML error page, HTTP 200
 *   { "mode": "garbage", "kind": "wrong-shape" }       Success true but Rows instead of Value
 *   { "mode": "garbage", "kind": "bad-record", "propertyId"?: 1234567, "field"?: "Price", "language"?: "fr" }
 *                                                      that property's field (the first property's Price
 *                                                      by default) of the wrong type
 *   { "mode": "down", "kind": "reset" | "503" }        the connection dropped, or HTTP 503
 *
 * Each takes "methods": ["GetProperty", …] to hit only those.
 */
import { z } from 'zod';
import { SITE_LOCALES } from '@/lib/locale';

const scope = { methods: z.array(z.string().min(1)).min(1).optional() };

export const modeSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('normal'), ...scope }),
  z.object({
    mode: z.literal('slow'),
    delayMs: z.number().int().min(0).max(600_000).default(30_000),
    ...scope,
  }),
  z.object({
    mode: z.literal('garbage'),
    kind: z.enum(['not-json', 'wrong-shape', 'bad-record']),
    propertyId: z.number().int().positive().optional(),
    field: z.string().min(1).optional(),
    language: z.enum(SITE_LOCALES).optional(),
    ...scope,
  }),
  z.object({ mode: z.literal('down'), kind: z.enum(['reset', '503']).default('503'), ...scope }),
]);

export type Mode = z.output<typeof modeSchema>;

export const NORMAL: Mode = { mode: 'normal' };

/** The mode a request for `method` meets. */
export const modeFor = (mode: Mode, method: string): Mode =>
  !mode.methods || mode.methods.includes(method) ? mode : NORMAL;
