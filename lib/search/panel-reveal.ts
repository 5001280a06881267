/**
 * Where the home search's result panel goes on a small screen. The panel hangs below the
 * search box, near the foot of the banner: on a phone, and more so with its keyboard open, it runs
 * past the bottom of what the visitor sees. The page is scrolled just enough to show the panel's
 * foot, never so far that the box goes under the fixed header, and a panel still too tall for the
 * room left is cut to that room (it scrolls inside), so that every result can be reached.
 */

/** Positions in the layout viewport's pixels (getBoundingClientRect). */
export type PanelLayout = {
  boxTop: number;
  panelTop: number;
  /** Where the panel would end at its full height. */
  panelBottom: number;
  /** What the visitor sees: below the fixed header, above the keyboard (the visual viewport). */
  viewTop: number;
  viewBottom: number;
};

/** A panel is never cut shorter than this (about three results): below it, it keeps its height. */
export const MIN_PANEL_HEIGHT = 160;

/** How far to scroll the page down, and the panel's greatest height then (null: as it is). */
export function panelReveal({ boxTop, panelTop, panelBottom, viewTop, viewBottom }: PanelLayout): {
  scroll: number;
  maxHeight: number | null;
} {
  const scroll = Math.max(0, Math.min(panelBottom - viewBottom, boxTop - viewTop));
  const room = Math.floor(viewBottom - (panelTop - scroll));
  const fits = panelBottom - scroll <= viewBottom;
  return { scroll, maxHeight: fits ? null : Math.max(room, MIN_PANEL_HEIGHT) };
}
