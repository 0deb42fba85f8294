import { customersEntity } from '@portal/contracts/reference/customers';
import { referencePaths } from '@portal/contracts/reference/declaration';
import { customerGroupsEntity } from '@portal/contracts/reference/customerGroups';
import { cepUsersEntity } from '@portal/contracts/reference/cepUsers';
import { countOf } from '../checks';
import { codeUses } from './selectionUses';
import { defineServerEntity } from '../entity';

export const customers = defineServerEntity({
  decl: customersEntity,
  table: 'customers',
  unique: [{ fields: ['code'], message: 'This customer code is already in use.' }],
  codeField: 'code',
  inUse: [
    { table: 'shipments', countSql: 'SELECT COUNT(*) AS n FROM shipments WHERE customer_id = @id', describe: (n, say) => countOf(say, n, 'shipment') },
    { table: 'quotes', countSql: 'SELECT COUNT(*) AS n FROM quotes WHERE customer_id = @id', describe: (n, say) => countOf(say, n, 'quote') },
    { table: 'documents', countSql: 'SELECT COUNT(*) AS n FROM documents WHERE customer_id = @id', describe: (n, say) => countOf(say, n, 'document') },
    { table: 'user_customers', countSql: 'SELECT COUNT(*) AS n FROM user_customers WHERE customer_id = @id', describe: (n, say) => countOf(say, n, 'user') },
    {
      table: 'customer_group_members',
      countSql: 'SELECT COUNT(*) AS n FROM customer_group_members WHERE customer_id = @id',
      describe: (n, say) => countOf(say, n, 'customer group'),
    },
    ...codeUses('customers'),
  ],
  related: async (id, db) => [
    {
      title: 'Member of customer groups',
      items: (
        await db.all<{ id: number; code: string; name: string }>(
          'SELECT g.id, g.code, g.name FROM customer_groups g JOIN customer_group_members m ON m.group_id = g.id WHERE m.customer_id = @id ORDER BY g.code',
          { id },
        )
      ).map((g) => ({ label: `${g.code} – ${g.name}`, to: referencePaths.show(customerGroupsEntity, g.id) })),
    },
    {
      title: 'Users who may see this customer',
      items: (
        await db.all<{ id: number; email: string; name: string }>(
          'SELECT u.id, u.email, u.name FROM users u JOIN user_customers uc ON uc.user_id = u.id WHERE uc.customer_id = @id ORDER BY u.email',
          { id },
        )
      ).map((u) => ({ label: `${u.email} – ${u.name}`, to: referencePaths.show(cepUsersEntity, u.id) })),
    },
  ],
});
