/**
 * Figures for the lead's report: each security test file counts what it tried and prints one
 * line in afterAll (`[security] <file>: routes …, payloads …, requests …`).
 */
export class Tally {
  routes = new Set<string>();
  payloads = new Set<string>();
  requests = 0;
  extra: Record<string, number> = {};

  constructor(readonly name: string) {}

  add(key: string, n = 1): void {
    this.extra[key] = (this.extra[key] ?? 0) + n;
  }

  print(): void {
    const extra = Object.entries(this.extra)
      .map(([k, v]) => `, ${k} ${v}`)
      .join('');
    console.log(`[security] ${this.name}: routes covered ${this.routes.size}, distinct payloads ${this.payloads.size}, requests sent ${this.requests}${extra}`);
  }
}
