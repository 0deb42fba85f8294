import type { Modality } from '@portal/contracts/wire';

/**
 * Modality glyphs drawn for this project on a 24×24 grid (no external assets): plane for air,
 * truck for road, ship for sea, train for multimodal. Used inline in React and, as SVG data
 * URIs, as OpenLayers icons.
 */
const MODALITY_GLYPHS: Record<Modality, string> = {
  // Plane seen from above: fuselage, swept wings, tailplane.
  AIR: '<path d="M12 2c.9 0 1.5.9 1.5 2v5l7.5 4.5v2l-7.5-2.3V18l2.5 1.8v1.7L12 20.6l-4 .9v-1.7l2.5-1.8v-4.8L3 15.5v-2L10.5 9V4c0-1.1.6-2 1.5-2z"/>',
  // Truck: cargo box, cab with window, two wheels.
  ROA: '<path d="M1.5 5.5h12v10h-12z"/><path d="M14.5 8.5h4.2l3.8 4v3h-8z"/><path fill="CUT" d="M16 10h2.3l2.1 2.3H16z"/><circle cx="6" cy="17.5" r="2.2"/><circle cx="18" cy="17.5" r="2.2"/>',
  // Container ship: hull, stacked containers, bridge.
  SEA: '<path d="M2 13.5h20l-3.2 5.5H5.2z"/><path d="M4.5 9h3.5v3.5H4.5zM8.8 9h3.5v3.5H8.8zM8.8 5h3.5v3.3H8.8zM13 9h3.5v3.5H13z"/><path d="M17.5 4.5h2.5v8h-2.5z"/><path d="M2 21h20v1.2H2z"/>',
  // Train front: body, windscreen, lights, rails.
  MUL: '<path d="M7 2.5h10a3 3 0 0 1 3 3V15a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V5.5a3 3 0 0 1 3-3z"/><path fill="CUT" d="M6.5 5h11v5h-11z"/><circle fill="CUT" cx="8" cy="14" r="1.3"/><circle fill="CUT" cx="16" cy="14" r="1.3"/><path d="M7.2 18.5h2.2L7.6 22H5.4zM14.6 18.5h2.2l1.8 3.5h-2.2z"/>',
};

/** The glyph's paths; `cut` is the colour of the see-through parts (windows, lights). */
export function glyphSvg(modality: Modality, cut: string): string {
  return MODALITY_GLYPHS[modality].replaceAll('CUT', cut);
}

export const MODALITY_NAMES: Record<Modality, string> = { AIR: 'plane', ROA: 'truck', SEA: 'ship', MUL: 'train' };

/** A round navy badge with the white glyph, as a data URI for an OpenLayers Icon. */
export function modalityBadgeUri(modality: Modality, size = 40): string {
  const glyph = glyphSvg(modality, '#0b3d63');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">` +
    '<circle cx="20" cy="20" r="18" fill="#0b3d63" stroke="#ffffff" stroke-width="3"/>' +
    `<g transform="translate(8 8)" fill="#ffffff">${glyph}</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
