/**
 * HTML for the stand-in pages. Everything they show comes from the address bar, so every value
 * goes through escapeHtml, and the only script is nonce'd under a strict CSP.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** A JSON value safe inside <script>: no `</script>` or `<!--` can close or confuse it. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A query parameter as plain text, cut to a sane length; anything but a single string is ''. */
export function param(query: unknown, name: string, max = 300): string {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "4 Dec 2026, 21:58 UTC", as a person reads a time; '' for no time. */
export function utcTimeText(ms: number): string {
  const at = new Date(ms);
  if (Number.isNaN(at.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
}

export interface Row {
  label: string;
  value: string;
  /** data-field attribute, so tests can find a row without depending on the wording. */
  field: string;
}

export const rowsHtml = (rows: Row[]): string =>
  `<dl>${rows.map((r) => `<div class="row"><dt>${escapeHtml(r.label)}</dt><dd data-field="${escapeHtml(r.field)}">${escapeHtml(r.value || '—')}</dd></div>`).join('')}</dl>`;

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d2733; background: #f4f6f9; }
  header { background: #0b3d63; color: #fff; padding: 12px 20px; }
  header p { margin: 0; font-size: 13px; opacity: .85; }
  h1 { margin: 0; font-size: 20px; }
  main { padding: 20px; max-width: 760px; }
  .card { background: #fff; border: 1px solid #d5dde6; border-radius: 6px; padding: 16px 20px; margin-bottom: 16px; }
  dl { margin: 0; }
  .row { display: grid; grid-template-columns: 200px 1fr; gap: 12px; padding: 6px 0; border-bottom: 1px solid #eef1f5; }
  .row:last-child { border-bottom: 0; }
  dt { font-weight: 600; color: #3b4a5a; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .ok { color: #1b6e3a; font-weight: 600; }
  .bad { color: #a4262c; font-weight: 600; }
  label { display: block; font-weight: 600; margin: 10px 0 4px; }
  input { width: 100%; max-width: 360px; box-sizing: border-box; padding: 8px; border: 1px solid #8796a8; border-radius: 4px; font: inherit; }
  button { margin-top: 14px; padding: 8px 16px; background: #0b3d63; color: #fff; border: 0; border-radius: 4px; font: inherit; cursor: pointer; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #e87722; outline-offset: 2px; }
  a { color: #0b3d63; }
  .muted { color: #55606e; font-size: 13px; }
  h2 { margin: 0 0 8px; font-size: 17px; }
  .handover { border-left: 4px solid #1b6e3a; }
  .handover p { margin: 4px 0; }
  button:disabled { background: #8796a8; cursor: not-allowed; }
  table { width: 100%; border-collapse: collapse; margin-top: 16px; }
  caption { text-align: left; font-weight: 600; padding-bottom: 6px; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #eef1f5; }
  th { color: #3b4a5a; font-size: 13px; }
  @media (max-width: 560px) { .row { grid-template-columns: 1fr; gap: 0; } th:nth-child(2), td:nth-child(2) { display: none; } }
`;

export interface PageOptions {
  /** The page's language (`<html lang>`). */
  language: string;
  title: string;
  subtitle: string;
  body: string;
  nonce: { script: string; style: string };
  script?: string;
}

export function pageHtml({ language, title, subtitle, body, nonce, script }: PageOptions): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce.style}">${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p></header>
<main>${body}</main>
${script ? `<script nonce="${nonce.script}">${script}</script>` : ''}
</body>
</html>`;
}
