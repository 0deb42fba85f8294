import { companiesEntity } from '@portal/contracts/reference/companies';
import { cepUsersEntity } from '@portal/contracts/reference/cepUsers';
import { referencePaths } from '@portal/contracts/reference/declaration';
import { countOf } from '../checks';
import { defineServerEntity } from '../entity';

export const companies = defineServerEntity({
  decl: companiesEntity,
  table: 'companies',
  columnSql: { user_count: '(SELECT COUNT(*) FROM users u WHERE u.company_id = companies.id)' },
  unique: [{ fields: ['code'], message: 'This company code is already in use.' }],
  inUse: [{ table: 'users', countSql: 'SELECT COUNT(*) AS n FROM users WHERE company_id = @id', describe: (n, say) => countOf(say, n, 'user') }],
  related: async (id, db) => [
    {
      title: 'Staff users',
      items: (await db.all<{ id: number; email: string; name: string }>('SELECT id, email, name FROM users WHERE company_id = @id ORDER BY email', { id })).map(
        (u) => ({ label: `${u.email} – ${u.name}`, to: referencePaths.show(cepUsersEntity, u.id) }),
      ),
    },
  ],
});
