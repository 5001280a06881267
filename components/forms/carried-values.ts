'use client';

import { createContext } from 'react';
import type { FormResult } from '@/lib/server/forms/submit';

/** What a visitor typed into a form's server-rendered HTML before its code arrived (./deferred-form). */
export type CarriedValues = Record<string, string | string[]>;

/** A refused send the server HTML shows (its errors and spam question), without the typed values. */
export type CarriedRefusal = Omit<Extract<FormResult, { ok: false }>, 'values'>;

/**
 * What the live form takes over from the server HTML it replaces: the typed values, and the
 * refusal that HTML was showing (a form posted without JavaScript comes back with its errors and
 * a question; the live form must keep showing them, or the question could not be answered).
 */
export type CarriedForm = { values: CarriedValues; refusal: CarriedRefusal | null };

export const CarriedValuesContext = createContext<CarriedForm | undefined>(undefined);

/** The attribute a refused form's server HTML carries its refusal in. */
export const REFUSAL_ATTRIBUTE = 'data-refusal';

/** Reads a refusal back from REFUSAL_ATTRIBUTE; anything malformed is no refusal. */
export function parseCarriedRefusal(text: string | null | undefined): CarriedRefusal | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CarriedRefusal> | null;
    if (!value || value.ok !== false || typeof value.fieldErrors !== 'object' || value.fieldErrors === null) return null;
    return {
      ok: false,
      fieldErrors: value.fieldErrors,
      formError: typeof value.formError === 'string' ? value.formError : null,
      ...(value.question && typeof value.question.token === 'string' ? { question: value.question } : {}),
    };
  } catch {
    return null;
  }
}
