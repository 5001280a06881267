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

/** What marks a heart, for the style that hides it without JavaScript. */
export const HEART_ATTRIBUTE = 'data-favourite-heart';

/**
 * Gives the hearts their texts, and hides them in a browser without JavaScript, where they could
 * keep nothing (a shared favourites list still shows its properties there).
 */
export function FavouriteTextsProvider({ texts, children }: { texts: FavouriteTexts; children: ReactNode }) {
  return (
    <>
      <noscript>
        <style>{`[${HEART_ATTRIBUTE}]{display:none!important}`}</style>
      </noscript>
      <Texts.Provider value={texts}>{children}</Texts.Provider>
    </>
  );
}

export const useFavouriteTexts = () => useContext(Texts);
