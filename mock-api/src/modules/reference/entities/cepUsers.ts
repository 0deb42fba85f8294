import { cepUsersEntity } from '@portal/contracts/reference/cepUsers';
import { customersEntity } from '@portal/contracts/reference/customers';
import { userCustomerGroupEntity } from '@portal/contracts/reference/userCustomerGroup';
import { referencePaths } from '@portal/contracts/reference/declaration';
import { nowIso } from '../../../db';
import { hashPassword } from '../../../core/passwords';
import { conflict } from '../checks';
import { defineServerEntity, type Row } from '../entity';

/** CEP users are the `users` table; the password is hashed here and never read back. */
export const cepUsers = defineServerEntity({
  decl: cepUsersEntity,
  table: 'users',
  from: `(SELECT u.*, c.name AS company_name,
            (SELECT COUNT(*) FROM user_customers uc WHERE uc.user_id = u.id) AS customer_count
          FROM users u LEFT JOIN companies c ON c.id = u.company_id) AS cep_users`,
  relations: [{ field: 'customer_ids', table: 'user_customers', ownKey: 'user_id', otherKey: 'customer_id' }],
  unique: [{ fields: ['email'], caseInsensitive: true, message: 'A user with this e-mail address already exists.' }],

  // An administrator cannot lock themselves out by accident.
  check(values, ctx) {
    if (ctx.mode !== 'edit' || ctx.existing?.id !== ctx.request.user?.id) return undefined;
    const errors: Record<string, string[]> = {};
    if (values.role !== 'admin') errors.role = ['You cannot take the administrator role away from yourself.'];
    if (!values.active) errors.active = ['You cannot deactivate your own account.'];
    return errors;
  },

  async toColumns(columns, values) {
    const out: Row = { ...columns, email: String(values.email).toLowerCase() };
    if (values.password) {
      out.password_hash = await hashPassword(String(values.password));
      out.password_changed_at = nowIso();
    }
    return out;
  },

  // A new password or a deactivation ends the user's sessions (the editor's own stays).
  async afterWrite(id, values, ctx) {
    if (ctx.mode !== 'edit' || (!values.password && values.active)) return;
    const self = Number(id) === ctx.request.user?.id;
    await ctx.app.endAllSessionsOfUser(Number(id), self ? ctx.request.session.sessionId : undefined);
  },

  async beforeDelete(row, ctx) {
    if (row.id === ctx.request.user?.id) throw conflict('You cannot delete your own account.');
    if (row.role === 'admin') {
      // Locked, in id order: two administrators deleting each other at once cannot both see the other one left.
      const admins = await ctx.db.all<{ id: number }>(
        `SELECT id FROM users WHERE role = 'admin' AND active = TRUE ORDER BY id${ctx.db.dialect.lockRows('change')}`,
      );
      if (!admins.some((admin) => admin.id !== row.id)) throw conflict('The last active administrator cannot be deleted.');
    }
  },

  related: async (id, db) => [
    {
      title: 'Customers this user may see',
      items: (
        await db.all<{ id: number; code: string; name: string }>(
          'SELECT c.id, c.code, c.name FROM customers c JOIN user_customers uc ON uc.customer_id = c.id WHERE uc.user_id = @id ORDER BY c.code',
          { id },
        )
      ).map((c) => ({ label: `${c.code} – ${c.name}`, to: referencePaths.show(customersEntity, c.id) })),
    },
    {
      title: 'Customer groups',
      items: (
        await db.all<{ id: number; code: string; name: string }>(
          'SELECT l.id, g.code, g.name FROM user_customer_groups l JOIN customer_groups g ON g.id = l.group_id WHERE l.user_id = @id ORDER BY g.code',
          { id },
        )
      ).map((g) => ({ label: `${g.code} – ${g.name}`, to: referencePaths.show(userCustomerGroupEntity, g.id) })),
    },
  ],
});
