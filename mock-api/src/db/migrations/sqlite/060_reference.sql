-- Reference area: audit columns on the core tables it administers, and an id on the
-- user-customer-group links so each link has its own page (/reference/userCustomerGroup/:id).

-- companies (core 001) lacks who-changed-it columns.
ALTER TABLE companies ADD COLUMN created_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE companies ADD COLUMN updated_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL;

-- user_settings (core 001) has only updated_at.
ALTER TABLE user_settings ADD COLUMN created_at VARCHAR(30) NULL;
ALTER TABLE user_settings ADD COLUMN created_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE user_settings ADD COLUMN updated_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL;
UPDATE user_settings SET created_at = updated_at WHERE created_at IS NULL;

-- user_customer_groups: rebuilt with a surrogate id and audit columns. (user_id, group_id)
-- stays unique, so every query of the core keeps its meaning. Nothing references this table.
CREATE TABLE user_customer_groups_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_id INTEGER NOT NULL REFERENCES customer_groups (id) ON DELETE CASCADE,
  created_at VARCHAR(30) NULL,
  created_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_at VARCHAR(30) NULL,
  updated_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (user_id, group_id)
);
INSERT INTO user_customer_groups_new (user_id, group_id) SELECT user_id, group_id FROM user_customer_groups ORDER BY group_id, user_id;
DROP TABLE user_customer_groups;
ALTER TABLE user_customer_groups_new RENAME TO user_customer_groups;
CREATE INDEX user_customer_groups_group ON user_customer_groups (group_id);

-- Sortable and filterable columns of the reference lists (the rest were indexed by 001).
CREATE INDEX companies_name ON companies (name);
CREATE INDEX users_name ON users (name);
CREATE INDEX users_company ON users (company_id);
CREATE INDEX customers_city ON customers (city);
