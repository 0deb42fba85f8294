/** Height = width × MAP_RATIO (the spec leaves the ratio open): a wide strip of the world. */
export const MAP_RATIO = 0.42;
/** Only a floor for absurd widths: the ratio holds down to a 280 px phone (0.42 × 280 ≈ 118). */
const MAP_MIN_HEIGHT = 110;

export function mapHeight(width: number): number {
  return width > 0 ? Math.max(MAP_MIN_HEIGHT, Math.round(width * MAP_RATIO)) : 0;
}

/**
 * From this width the map stands beside the list, as tall as the window allows, and stays in view
 * while the list scrolls with the page (dashboard.css, the same width). Below it the map keeps
 * MAP_RATIO above the list: at 1200 px the page has 1 150 px, enough for the list's three columns
 * at the width they have on a tablet (about 650 px) and a map of 470 px; narrower, one of the two
 * would be cut down to where place names or a route no longer read.
 */
export const SIDE_BY_SIDE = '(min-width: 1200px)';
