/** A database the API cannot start on; the message says what to change. server.ts prints it alone and exits 1. */
export class DatabaseStartError extends Error {}

/** What went wrong opening a PostgreSQL connection, in words. */
export function describeConnectError(err: unknown, location: string): DatabaseStartError {
  const e = err as { code?: string; message?: string };
  const why = e.message ?? String(err);
  switch (e.code) {
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EHOSTUNREACH':
    case 'ETIMEDOUT':
      return new DatabaseStartError(`Cannot reach PostgreSQL at ${location} (DATABASE_URL): ${why}. Is the server running, and are host and port right?`);
    case '28P01':
    case '28000':
      return new DatabaseStartError(`PostgreSQL at ${location} refused the credentials in DATABASE_URL: ${why}. Check the user name and password.`);
    case '3D000':
      return new DatabaseStartError(`PostgreSQL at ${location}: ${why}. Create it first (createdb), or fix the database name in DATABASE_URL.`);
    default:
      if (/timeout/i.test(why)) return new DatabaseStartError(`Cannot reach PostgreSQL at ${location} (DATABASE_URL): ${why}.`);
      return new DatabaseStartError(`Cannot open PostgreSQL at ${location} (DATABASE_URL): ${why}`);
  }
}
