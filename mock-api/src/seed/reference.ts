import type { SeedContext } from './context';

/**
 * Reference data the core seed does not already make. The core creates companies, organisations,
 * groups, users, their settings and group links; UN/LOCODEs come from the quotes seed, content
 * types from the documents seed. What is left is who-and-when on rows the core wrote before the
 * reference migration (060) gave them audit columns. (More links or default selections would
 * change what the demo accounts may select, which other slices' tests rely on.)
 */
export async function seed({ db, users, today }: SeedContext): Promise<void> {
  const admin = users.find((u) => u.role === 'admin');
  if (!admin) return;
  const at = new Date(today.getTime() - 86_400_000 * 30).toISOString();
  await db.tx(async () => {
    await db.run('UPDATE companies SET created_by = @admin, updated_by = @admin WHERE created_by IS NULL', { admin: admin.id });
    await db.run(
      `UPDATE user_settings SET created_at = COALESCE(created_at, updated_at), created_by = COALESCE(created_by, @admin), updated_by = COALESCE(updated_by, @admin)`,
      { admin: admin.id },
    );
    await db.run(
      `UPDATE user_customer_groups SET created_at = COALESCE(created_at, @at), created_by = COALESCE(created_by, @admin),
         updated_at = COALESCE(updated_at, @at), updated_by = COALESCE(updated_by, @admin)`,
      { admin: admin.id, at },
    );
  });
}
