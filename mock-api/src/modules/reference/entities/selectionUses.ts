import { countOf } from '../checks';
import type { InUseCheck } from '../entity';

/**
 * Organisations and groups are chosen by code: a user's default organisation
 * (user_settings.default_customer) and a signed-in session's selection hold the code, not the id.
 * The default counts as a use (delete and code change are refused); a session's selection only
 * stops a code change, since sessions come and go and a deleted choice falls back to the default.
 */
export function codeUses(table: 'customers' | 'customer_groups'): InUseCheck[] {
  const code = `(SELECT code FROM ${table} WHERE id = @id)`;
  return [
    {
      table: 'user_settings',
      countSql: `SELECT COUNT(*) AS n FROM user_settings WHERE default_customer = ${code}`,
      describe: (n, say) => say('the default organisation of {{users}}', { users: countOf(say, n, 'user') }),
      byCode: true,
    },
    {
      table: 'sessions',
      countSql: (dialect) => `SELECT COUNT(*) AS n FROM sessions WHERE expires_at > ${dialect.epochSeconds()} * 1000 AND ${dialect.jsonText('data', 'selection')} = ${code}`,
      describe: (n, say) => say('the selection of {{sessions}}', { sessions: countOf(say, n, 'signed-in session') }),
      byCode: true,
      codeChangeOnly: true,
    },
  ];
}
