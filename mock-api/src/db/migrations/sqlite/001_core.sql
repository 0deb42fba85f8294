-- Core schema: organisations, groups, users, sessions and audit.
-- Portable SQL: timestamps are ISO-8601 UTC text, booleans BOOLEAN (0/1 in SQLite), ids
-- INTEGER PRIMARY KEY (an identity column on PostgreSQL). Session times are epoch milliseconds.

CREATE TABLE app_meta (
  meta_key VARCHAR(100) PRIMARY KEY,
  meta_value TEXT NOT NULL
);

-- The forwarder's own legal entities (reference area "companies").
CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  code VARCHAR(20) NOT NULL UNIQUE,
  name VARCHAR(200) NOT NULL,
  address VARCHAR(200) NOT NULL DEFAULT '',
  postal_code VARCHAR(20) NOT NULL DEFAULT '',
  city VARCHAR(100) NOT NULL DEFAULT '',
  country CHAR(2) NOT NULL,
  phone VARCHAR(40) NOT NULL DEFAULT '',
  email VARCHAR(254) NOT NULL DEFAULT '',
  vat_number VARCHAR(40) NOT NULL DEFAULT '',
  created_at VARCHAR(30) NOT NULL,
  updated_at VARCHAR(30) NOT NULL
);

-- users.avatar_id refers forward to avatars (SQLite resolves it on use; on PostgreSQL add it
-- with ALTER TABLE after avatars exists).
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email VARCHAR(254) NOT NULL,
  password_hash VARCHAR(255) NOT NULL,
  name VARCHAR(200) NOT NULL,
  appellative VARCHAR(40) NOT NULL DEFAULT '',
  role VARCHAR(20) NOT NULL CHECK (role IN ('admin', 'customer')),
  company_id INTEGER NULL REFERENCES companies (id) ON DELETE SET NULL,
  avatar_id INTEGER NULL REFERENCES avatars (id) ON DELETE SET NULL,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  last_login_at VARCHAR(30) NULL,
  password_changed_at VARCHAR(30) NULL,
  created_at VARCHAR(30) NOT NULL,
  updated_at VARCHAR(30) NOT NULL,
  created_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL
);
-- E-mail is unique regardless of case; queries use LOWER(email) = LOWER(@email).
CREATE UNIQUE INDEX users_email_lower ON users (LOWER(email));
CREATE INDEX users_role ON users (role);

CREATE TABLE avatars (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  filename VARCHAR(200) NOT NULL,
  mime_type VARCHAR(100) NOT NULL,
  size_bytes INTEGER NOT NULL,
  created_at VARCHAR(30) NOT NULL
);
CREATE INDEX avatars_user ON avatars (user_id);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  code VARCHAR(20) NOT NULL UNIQUE CHECK (code NOT LIKE '00%'),
  name VARCHAR(200) NOT NULL,
  address VARCHAR(200) NOT NULL DEFAULT '',
  postal_code VARCHAR(20) NOT NULL DEFAULT '',
  city VARCHAR(100) NOT NULL DEFAULT '',
  country CHAR(2) NOT NULL,
  vat_number VARCHAR(40) NOT NULL DEFAULT '',
  email VARCHAR(254) NOT NULL DEFAULT '',
  phone VARCHAR(40) NOT NULL DEFAULT '',
  tracker_licence BOOLEAN NOT NULL DEFAULT FALSE,
  kpi_licence BOOLEAN NOT NULL DEFAULT FALSE,
  created_at VARCHAR(30) NOT NULL,
  updated_at VARCHAR(30) NOT NULL,
  created_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX customers_name ON customers (name);
CREATE INDEX customers_country ON customers (country);

-- A group's code starts with '00' (spec: the selector tells groups apart by that prefix).
CREATE TABLE customer_groups (
  id INTEGER PRIMARY KEY,
  code VARCHAR(20) NOT NULL UNIQUE CHECK (code LIKE '00%'),
  name VARCHAR(200) NOT NULL,
  created_at VARCHAR(30) NOT NULL,
  updated_at VARCHAR(30) NOT NULL,
  created_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX customer_groups_name ON customer_groups (name);

CREATE TABLE customer_group_members (
  group_id INTEGER NOT NULL REFERENCES customer_groups (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, customer_id)
);
CREATE INDEX customer_group_members_customer ON customer_group_members (customer_id);

CREATE TABLE user_customers (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, customer_id)
);
CREATE INDEX user_customers_customer ON user_customers (customer_id);

CREATE TABLE user_customer_groups (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_id INTEGER NOT NULL REFERENCES customer_groups (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, group_id)
);
CREATE INDEX user_customer_groups_group ON user_customer_groups (group_id);

CREATE TABLE user_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  language VARCHAR(10) NOT NULL DEFAULT 'en',
  date_format VARCHAR(20) NOT NULL DEFAULT 'YYYY-MM-DD',
  -- An organisation or group code; used as the selection at sign-in when still allowed.
  default_customer VARCHAR(20) NULL,
  updated_at VARCHAR(30) NOT NULL
);

CREATE TABLE sessions (
  sid VARCHAR(128) PRIMARY KEY,
  user_id INTEGER NULL REFERENCES users (id) ON DELETE CASCADE,
  data TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  last_seen BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE login_audit (
  id INTEGER PRIMARY KEY,
  email VARCHAR(254) NOT NULL,
  user_id INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  success BOOLEAN NOT NULL,
  reason VARCHAR(40) NOT NULL,
  ip VARCHAR(64) NOT NULL DEFAULT '',
  user_agent VARCHAR(255) NOT NULL DEFAULT '',
  created_at VARCHAR(30) NOT NULL
);
CREATE INDEX login_audit_created ON login_audit (created_at);
CREATE INDEX login_audit_user ON login_audit (user_id);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  impersonator_id INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  action VARCHAR(100) NOT NULL,
  entity VARCHAR(100) NOT NULL DEFAULT '',
  entity_id VARCHAR(100) NOT NULL DEFAULT '',
  details TEXT NOT NULL DEFAULT '{}',
  ip VARCHAR(64) NOT NULL DEFAULT '',
  created_at VARCHAR(30) NOT NULL
);
CREATE INDEX audit_log_created ON audit_log (created_at);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);

CREATE TABLE impersonation_log (
  id INTEGER PRIMARY KEY,
  impersonator_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at VARCHAR(30) NOT NULL,
  ended_at VARCHAR(30) NULL
);
CREATE INDEX impersonation_log_impersonator ON impersonation_log (impersonator_id);
