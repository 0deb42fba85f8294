import { userCustomerGroupEntity } from '@portal/contracts/reference/userCustomerGroup';
import { customerGroupsEntity } from '@portal/contracts/reference/customerGroups';
import { cepUsersEntity } from '@portal/contracts/reference/cepUsers';
import { referencePaths } from '@portal/contracts/reference/declaration';
import { defineServerEntity } from '../entity';

/** A user may select a group (and its members); the group route lists one group's links. */
export const userCustomerGroup = defineServerEntity({
  decl: userCustomerGroupEntity,
  table: 'user_customer_groups',
  from: `(SELECT l.*, u.email AS user_email, u.name AS user_name, g.code AS group_code, g.name AS group_name,
                 u.email || ' – ' || g.code AS label
          FROM user_customer_groups l
          JOIN users u ON u.id = l.user_id
          JOIN customer_groups g ON g.id = l.group_id) AS user_customer_group`,
  unique: [{ fields: ['user_id', 'group_id'], field: 'group_id', message: 'This user is already linked to this group.' }],
  tableParams: { group_id: 'group_id' },
  related: async (id, db) => {
    const link = await db.get<{ user_id: number; group_id: number; user_email: string; group_code: string; group_name: string }>(
      `SELECT l.user_id, l.group_id, u.email AS user_email, g.code AS group_code, g.name AS group_name
       FROM user_customer_groups l JOIN users u ON u.id = l.user_id JOIN customer_groups g ON g.id = l.group_id WHERE l.id = @id`,
      { id },
    );
    if (!link) return [];
    return [
      {
        title: 'Linked records',
        items: [
          { label: `User ${link.user_email}`, to: referencePaths.show(cepUsersEntity, link.user_id) },
          { label: `Group ${link.group_code} – ${link.group_name}`, to: referencePaths.show(customerGroupsEntity, link.group_id) },
          { label: `All users of group ${link.group_code}`, to: referencePaths.groupUsers(link.group_id) },
        ],
      },
    ];
  },
});
