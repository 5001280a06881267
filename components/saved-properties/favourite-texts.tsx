'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The texts of the favourite hearts, given once per page by SiteFrame (messages stay on the server). */
export type FavouriteTexts = {
  /** The heart's accessible name: 'Save {name} to favourites'. */
  save: string;
  /** The visible text of the detail page's button. */
  saveShort: string;
};

const Texts = createContext<FavouriteTexts>({ save: '{name}', saveShort: '' });

export function FavouriteTextsProvider({ texts, children }: { texts: FavouriteTexts; children: ReactNode }) {
  return <Texts.Provider value={texts}>{children}</Texts.Provider>;
}

export const useFavouriteTexts = () => useContext(Texts);
