'use client';

import { createContext } from 'react';
import type { EditorFormResult } from '@/lib/server/actions/editor';

/**
 * The last answer of the editor form around a field (LocalizedForm provides it): fields that
 * server components put into the form (the media picker) read their refusal and the value to
 * keep from it, as the form's own fields do.
 */
export const EditorFormState = createContext<EditorFormResult | null>(null);
