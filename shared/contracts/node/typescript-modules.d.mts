/** `./endpoint` from a contract module → the URL of `./endpoint.ts` or `./endpoint/index.ts`, when one exists; else null. */
export function typescriptFileOf(specifier: string, parentURL: string | undefined): string | null;
