/**
 * The favourites page without `?ids=` is the same static page for everyone; the list lives in the
 * visitor's browser. This inline script (no bundle, run while the page is parsed) opens the page of
 * the stored list, `?ids=…`, which the server renders with the current prices, and marks the page
 * meanwhile (`html[data-favourites-opening]`) so that 'no favourites yet' does not flash.
 */
export const OPENING_ATTRIBUTE = 'data-favourites-opening';

export function openFavouritesScript(storageKey: string): string {
  return (
    `try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||'[]');` +
    `l=Array.isArray(l)?l.filter(function(x){return /^\\d{1,12}$/.test(String(x))}):[];` +
    `if(l.length){document.documentElement.setAttribute('${OPENING_ATTRIBUTE}','');location.replace(location.pathname+'?ids='+l.join(','))}}catch(e){}`
  );
}
