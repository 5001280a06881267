'use client';

import { createContext } from 'react';

/** What a visitor typed into a form's server-rendered HTML before its code arrived (./deferred-form). */
export type CarriedValues = Record<string, string | string[]>;

export const CarriedValuesContext = createContext<CarriedValues | undefined>(undefined);
