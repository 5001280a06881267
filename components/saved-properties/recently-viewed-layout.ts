/** The recently viewed strip: one row of the page modules' property grid (components/modules/property-list-module.module.css). */
export const RECENTLY_VIEWED_PER_ROW = 4;
/** How many it shows: one row on a desktop. */
export const RECENTLY_VIEWED_SHOWN = 4;
