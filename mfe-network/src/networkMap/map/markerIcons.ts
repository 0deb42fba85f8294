/**
 * Map markers by role (spec: "an icon by role"): a pin in the role's colour with a white glyph.
 * Pure strings: the same SVGs draw the WebGL sprite, the canvas fallback's icons and the small
 * icons of the popup, the list and the legend.
 */
import { NETWORK_ROLES } from '@portal/contracts/rules/network';

interface RoleIcon {
  color: string;
  /** SVG elements in a 16×16 box, white. */
  glyph: string;
}

const WHITE = 'fill="#fff"';

const ICONS: Record<string, RoleIcon> = {
  Headquarters: { color: '#c2410c', glyph: `<path ${WHITE} d="M8 .8l2.2 4.6 5 .7-3.6 3.5.9 5L8 12.2l-4.5 2.4.9-5L.8 6.1l5-.7z"/>` },
  Office: { color: '#0b3d63', glyph: `<path ${WHITE} fill-rule="evenodd" d="M3 1h10v14H9.5v-3h-3v3H3zM5 3v2h2V3zm4 0v2h2V3zM5 7v2h2V7zm4 0v2h2V7z"/>` },
  Warehouse: { color: '#6b4f9e', glyph: `<path ${WHITE} d="M.5 6.5 8 1.5l7.5 5V15H12V9H4v6H.5z"/><path ${WHITE} d="M5 10h6v1.3H5zm0 2.2h6v1.3H5z"/>` },
  'Sea freight': { color: '#1d5fa3', glyph: `<path ${WHITE} d="M1 9.5h14l-2.3 4.5H3.3z"/><path ${WHITE} d="M4 8.5V5.5h4V2.5h2v3h2v3z"/>` },
  'Air freight': {
    color: '#0f766e',
    glyph: `<path ${WHITE} d="M8 .5c.9 0 1.3.9 1.3 1.8v3.6l5.7 3.4v1.6l-5.7-1.7v3.4l1.7 1.3V15L8 14.2 5 15v-1.1l1.7-1.3V9.2L1 10.9V9.3l5.7-3.4V2.3C6.7 1.4 7.1.5 8 .5z"/>`,
  },
  'Road transport': {
    color: '#92400e',
    glyph: `<path ${WHITE} d="M.5 3.5h9v8h-9zm9.5 2.5h3l2.5 3v2.5H10z"/><circle ${WHITE} cx="3.5" cy="13" r="1.8"/><circle ${WHITE} cx="12" cy="13" r="1.8"/>`,
  },
  Rail: {
    color: '#475569',
    glyph: `<path ${WHITE} fill-rule="evenodd" d="M4 .5h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zm0 2V6h8V2.5zM5 9a1 1 0 1 0 0 .1zm6 0a1 1 0 1 0 0 .1z"/><path ${WHITE} d="M4.2 13h2L5 15.5H3zm5.6 0h2l1.2 2.5h-2z"/>`,
  },
  Customs: {
    color: '#b42318',
    glyph: `<path ${WHITE} d="M8 .5l6.5 2.6v4.4c0 3.9-2.8 6.9-6.5 8-3.7-1.1-6.5-4.1-6.5-8V3.1z"/><path fill="none" stroke="#b42318" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" d="M4.8 8l2.2 2.2 4.2-4.4"/>`,
  },
};

const FALLBACK: RoleIcon = { color: '#4f5d6b', glyph: `<circle ${WHITE} cx="8" cy="8" r="4"/>` };

/** The roles in sprite order; anything else uses the last cell (a plain pin). */
export const ICON_ROLES: readonly string[] = NETWORK_ROLES;
export const PIN_WIDTH = 32;
export const PIN_HEIGHT = 40;

function roleIcon(role: string): RoleIcon {
  return ICONS[role] ?? FALLBACK;
}

/** Sprite cell of a role: its index in ICON_ROLES, or the fallback cell after them. */
export function iconIndex(role: string): number {
  const index = ICON_ROLES.indexOf(role);
  return index >= 0 ? index : ICON_ROLES.length;
}

function pin(icon: RoleIcon, x = 0): string {
  return (
    `<g transform="translate(${x} 0)">` +
    `<path d="M16 39S3 24.6 3 15a13 13 0 0 1 26 0c0 9.6-13 24-13 24z" fill="${icon.color}" stroke="#fff" stroke-width="2"/>` +
    `<g transform="translate(8 7)">${icon.glyph}</g></g>`
  );
}

const svgUrl = (width: number, height: number, viewWidth: number, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${PIN_HEIGHT}">${body}</svg>`,
  )}`;

/** One pin's SVG elements in a PIN_WIDTH × PIN_HEIGHT box, for an inline <svg>. */
export function pinMarkup(role: string): string {
  return pin(roleIcon(role));
}

/** One pin as a data URL, drawn at `scale` × its size (2 for sharp icons on high-density screens). */
export function pinUrl(role: string, scale = 1): string {
  return svgUrl(PIN_WIDTH * scale, PIN_HEIGHT * scale, PIN_WIDTH, pin(roleIcon(role)));
}

export interface Sprite {
  url: string;
  /** Size of one cell in the image, in pixels. */
  cellWidth: number;
  cellHeight: number;
  scale: number;
}

/** Every role's pin side by side, plus the fallback pin: one texture for the WebGL layer. */
export function markerSprite(scale = 2): Sprite {
  const cells = [...ICON_ROLES.map(roleIcon), FALLBACK];
  const body = cells.map((icon, i) => pin(icon, i * PIN_WIDTH)).join('');
  return {
    url: svgUrl(PIN_WIDTH * cells.length * scale, PIN_HEIGHT * scale, PIN_WIDTH * cells.length, body),
    cellWidth: PIN_WIDTH * scale,
    cellHeight: PIN_HEIGHT * scale,
    scale,
  };
}
