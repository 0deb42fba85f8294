import crypto from 'node:crypto';

/**
 * What an avatar may be: a raster picture recognised by its first bytes (the file name and the
 * client's content type are not trusted), or the SVG we draw ourselves. SVG uploads are refused:
 * an SVG can carry script. A four-signature check needs no library.
 */
export type AvatarMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

export const UPLOAD_TYPES: Record<Exclude<AvatarMime, 'image/svg+xml'>, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const AVATAR_TYPES = new Set<string>([...Object.keys(UPLOAD_TYPES), 'image/svg+xml']);

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffImage(bytes: Buffer): keyof typeof UPLOAD_TYPES | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Backgrounds that all keep white initials above 4.5:1 contrast. */
const AVATAR_COLOURS = ['#0b3d63', '#1b5e20', '#8e2430', '#4a3a8c', '#00596b', '#7a4100', '#37474f', '#7b1fa2'];

function initialsOf(name: string, email: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.length === 1 ? [words[0]] : [email];
  return (
    letters
      .map((w) => [...w.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
      .join('')
      .toUpperCase()
      .slice(0, 2) || '?'
  );
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A default avatar: initials on a colour; `colour` picks one of AVATAR_COLOURS (random when omitted). */
export function defaultAvatarSvg(name: string, email: string, colour = AVATAR_COLOURS[crypto.randomInt(AVATAR_COLOURS.length)]): Buffer {
  const text = escapeXml(initialsOf(name, email));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="${colour}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-size="104" font-weight="700">${text}</text>` +
    `</svg>`;
  return Buffer.from(svg, 'utf8');
}
