import { customerGroupsEntity } from '@portal/contracts/reference/customerGroups';
import { customersEntity } from '@portal/contracts/reference/customers';
import { cepUsersEntity } from '@portal/contracts/reference/cepUsers';
import { referencePaths } from '@portal/contracts/reference/declaration';
import { countOf } from '../checks';
import { codeUses } from './selectionUses';
import { defineServerEntity } from '../entity';

const USERS_OF_GROUP = 'SELECT u.id, u.email, u.name FROM users u JOIN user_customer_groups l ON l.user_id = u.id WHERE l.group_id = @id ORDER BY u.email';
const SHOWN_USERS = 50;

export const customerGroups = defineServerEntity({
  decl: customerGroupsEntity,
  table: 'customer_groups',
  columnSql: {
    member_count: '(SELECT COUNT(*) FROM customer_group_members m WHERE m.group_id = customer_groups.id)',
    user_count: '(SELECT COUNT(*) FROM user_customer_groups l WHERE l.group_id = customer_groups.id)',
  },
  relations: [{ field: 'member_ids', table: 'customer_group_members', ownKey: 'group_id', otherKey: 'customer_id' }],
  unique: [{ fields: ['code'], message: 'This group code is already in use.' }],
  codeField: 'code',
  inUse: [
    { table: 'user_customer_groups', countSql: 'SELECT COUNT(*) AS n FROM user_customer_groups WHERE group_id = @id', describe: (n, say) => countOf(say, n, 'user link') },
    { table: 'documents', countSql: 'SELECT COUNT(*) AS n FROM documents WHERE customer_group_id = @id', describe: (n, say) => countOf(say, n, 'document') },
    { table: 'quotes', countSql: 'SELECT COUNT(*) AS n FROM quotes WHERE customer_group_id = @id', describe: (n, say) => countOf(say, n, 'quote') },
    ...codeUses('customer_groups'),
  ],
  related: async (id, db) => [
    {
      title: 'Member organisations',
      items: (
        await db.all<{ id: number; code: string; name: string }>(
          'SELECT c.id, c.code, c.name FROM customers c JOIN customer_group_members m ON m.customer_id = c.id WHERE m.group_id = @id ORDER BY c.code',
          { id },
        )
      ).map((c) => ({ label: `${c.code} – ${c.name}`, to: referencePaths.show(customersEntity, c.id) })),
    },
    {
      title: 'Users linked to this group',
      items: (await db.all<{ id: number; email: string; name: string }>(`${USERS_OF_GROUP} LIMIT ${SHOWN_USERS}`, { id })).map((u) => ({
        label: `${u.email} – ${u.name}`,
        to: referencePaths.show(cepUsersEntity, u.id),
      })),
      more: { label: 'All users of this group', to: referencePaths.groupUsers(id) },
    },
  ],
});
