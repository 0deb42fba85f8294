/**
 * Draws the location pictures (public/images/locations/<UNLOCODE>.svg): a small illustration per
 * place of the seed (a port, an airport, a city or a rail terminal), and default.svg for codes
 * without one. Deterministic, so running it again changes nothing. An administrator may replace
 * any file with a real picture of the same name.
 *
 *   cd mock-api && npx tsx ../mfe-network/scripts/location-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { PLACES, type PlaceKind } from '../../mock-api/src/geography/places';
import { OFFICES } from '../../mock-api/src/seed/networks/offices';

type Scene = 'port' | 'airport' | 'city' | 'rail';

const OUT = path.resolve(import.meta.dirname, '../public/images/locations');
const W = 320;
const H = 140;

const SKIES = [
  ['#7fb3de', '#dcecf7'],
  ['#f2a65a', '#fde2c3'],
  ['#5c7fb8', '#c9d8ee'],
  ['#9ccbe6', '#eef6fb'],
  ['#e58a7a', '#fbd9cf'],
];

function seeded(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h >>>= 0) % 10_000) / 10_000;
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function skyline(rand: () => number, base: number, color: string, count: number): string {
  let x = 0;
  let out = '';
  for (let i = 0; i < count && x < W; i++) {
    const w = 14 + Math.round(rand() * 26);
    const h = 20 + Math.round(rand() * 55);
    out += `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${color}"/>`;
    // Lit windows: one patterned rectangle per building keeps the file small.
    if (rand() > 0.3) out += `<rect x="${x + 3}" y="${base - h + 5}" width="${w - 6}" height="${h - 10}" fill="url(#w)" opacity="0.8"/>`;
    x += w + Math.round(rand() * 4);
  }
  return out;
}

function port(rand: () => number): string {
  const cranes = [60, 110, 160]
    .map((x) => `<g stroke="#c2410c" stroke-width="3" fill="none"><path d="M${x} 96V40M${x + 22} 96V40M${x - 12} 40h58M${x} 58h22"/></g>`)
    .join('');
  const colors = ['#0b3d63', '#c2410c', '#15803d', '#b45309', '#1d5fa3'];
  let boxes = '';
  for (let i = 0; i < 14; i++)
    boxes += `<rect x="${190 + (i % 7) * 15}" y="${80 - Math.floor(i / 7) * 8}" width="14" height="7" fill="${colors[Math.floor(rand() * colors.length)]}"/>`;
  return (
    `<rect y="96" width="${W}" height="${H - 96}" fill="#1d5fa3"/>` +
    `<rect y="92" width="180" height="6" fill="#64748b"/>${cranes}` +
    `<path d="M180 88h128l-10 14H190z" fill="#1c2733"/>${boxes}` +
    `<path d="M0 110q20-4 40 0t40 0 40 0 40 0 40 0 40 0 40 0 40 0" stroke="#93c5fd" stroke-width="2" fill="none" opacity="0.6"/>`
  );
}

function airport(rand: () => number): string {
  const y = 30 + Math.round(rand() * 20);
  return (
    `<rect y="96" width="${W}" height="${H - 96}" fill="#6b8e4e"/>` +
    `<path d="M0 112L${W} 104V124L0 132z" fill="#475569"/>` +
    `<path d="M0 119L${W} 113" stroke="#fff" stroke-width="2" stroke-dasharray="12 10"/>` +
    `<path d="M250 96V54h-6l4-10h14l4 10h-6v42z" fill="#e2e8f0" stroke="#64748b"/>` +
    `<g transform="translate(70 ${y}) rotate(-12)" fill="#0b3d63"><path d="M0 10h70l12-6h6l-8 10H0z"/><path d="M30 10l14-16h8l-8 16zM30 12l12 12h8l-6-12z"/><path d="M2 10L-6 0h6l10 8z"/></g>`
  );
}

function city(rand: () => number): string {
  return `${skyline(rand, 104, '#94a3b8', 20)}${skyline(rand, 112, '#475569', 18)}<rect y="112" width="${W}" height="${H - 112}" fill="#334155"/>`;
}

function rail(rand: () => number): string {
  const wagons = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${40 + i * 58}" y="80" width="54" height="22" rx="2" fill="${['#c2410c', '#0b3d63', '#15803d', '#b45309'][(i + Math.floor(rand() * 4)) % 4]}"/>`,
    )
    .join('');
  return (
    `${skyline(rand, 100, '#a8b5c4', 14)}<rect y="100" width="${W}" height="${H - 100}" fill="#8b7d6b"/>` +
    `<path d="M0 108H${W}M0 116H${W}" stroke="#334155" stroke-width="2"/>${wagons}` +
    `<path d="M272 102V74h22l8 12v16z" fill="#0b3d63"/>`
  );
}

function picture(code: string, label: string, scene: Scene): string {
  const rand = seeded(code);
  const [top, bottom] = SKIES[Math.floor(rand() * SKIES.length)];
  const body = { port, airport, city, rail }[scene](rand);
  const sunX = 30 + Math.round(rand() * 260);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<pattern id="w" width="7" height="9" patternUnits="userSpaceOnUse"><rect x="1" y="2" width="3" height="4" fill="#fde68a"/></pattern></defs>
<rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${sunX}" cy="26" r="12" fill="#fff7d6" opacity="0.85"/>
${body}
<rect y="${H - 24}" width="${W}" height="24" fill="#0b1f33" opacity="0.72"/>
<text x="10" y="${H - 8}" font-family="system-ui, Arial, sans-serif" font-size="13" font-weight="600" fill="#fff">${esc(label)}</text>
<text x="${W - 10}" y="${H - 8}" font-family="system-ui, Arial, sans-serif" font-size="12" fill="#fde68a" text-anchor="end">${code}</text>
</svg>
`;
}

function defaultPicture(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="Meridian Freight network">
<rect width="${W}" height="${H}" fill="#e8f1f8"/>
<g fill="none" stroke="#0b3d63" stroke-width="2" opacity="0.85"><circle cx="160" cy="62" r="42"/><ellipse cx="160" cy="62" rx="18" ry="42"/><path d="M118 62h84M124 40h72M124 84h72"/></g>
<g fill="#c2410c"><circle cx="95" cy="40" r="5"/><circle cx="232" cy="50" r="5"/><circle cx="210" cy="100" r="5"/><circle cx="110" cy="96" r="5"/></g>
<path d="M95 40Q160 0 232 50M110 96Q170 130 210 100" stroke="#c2410c" stroke-width="1.5" fill="none" stroke-dasharray="4 4"/>
<text x="160" y="${H - 10}" font-family="system-ui, Arial, sans-serif" font-size="13" font-weight="600" fill="#0b3d63" text-anchor="middle">Meridian Freight network</text>
</svg>
`;
}

const SCENE_OF: Record<PlaceKind, Scene> = { seaport: 'port', airport: 'airport', inland: 'city', rail: 'rail' };
const PRIORITY: PlaceKind[] = ['seaport', 'inland', 'rail', 'airport'];

const pictures = new Map<string, { label: string; scene: Scene }>();
for (const kind of PRIORITY) {
  for (const place of PLACES.filter((p) => p.kind === kind)) {
    if (!pictures.has(place.locode)) pictures.set(place.locode, { label: place.name.replace(/ (International )?Airport$/, ' Airport'), scene: SCENE_OF[kind] });
  }
}
// The offices: their city as people know it (Bangkok, not its airport).
for (const office of OFFICES) {
  const known = pictures.get(office.unlocode);
  pictures.set(office.unlocode, { label: office.city, scene: known?.scene === 'port' ? 'port' : 'city' });
}

fs.mkdirSync(OUT, { recursive: true });
for (const [code, { label, scene }] of pictures) fs.writeFileSync(path.join(OUT, `${code}.svg`), picture(code, label, scene));
fs.writeFileSync(path.join(OUT, 'default.svg'), defaultPicture());
console.log(`${pictures.size} pictures and default.svg in ${OUT}`);
