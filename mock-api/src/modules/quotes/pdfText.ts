/**
 * pdfkit's built-in fonts (Helvetica) encode WinAnsi only. Keep what they can draw, strip
 * accents that they cannot ('ń' → 'n', 'ł' → 'l'), and put '?' for the rest (CJK), rather than
 * printing garbage or shipping a font file.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPECIAL: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ß: 'ss' };

const drawable = (ch: string): boolean => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

export function pdfText(value: unknown): string {
  if (value === null || value === undefined) return '';
  let out = '';
  for (const ch of String(value).replace(/\s+/g, ' ')) {
    if (drawable(ch)) out += ch;
    else if (SPECIAL[ch]) out += SPECIAL[ch];
    else {
      const stripped = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += stripped && [...stripped].every(drawable) ? stripped : '?';
    }
  }
  return out;
}
