-- External apps: the tracker accounts the portal signs users in with, and the short-lived KPI
-- tokens it hands to the KPI dashboard. Licences stay on customers (tracker_licence, kpi_licence).

-- One tracker account per portal user and organisation (the tracker knows no groups). The
-- password is the tracker's, not the portal's: it has to be replayed to the tracker's identity
-- provider, so it cannot be hashed. It is never logged and only sent to its own user.
CREATE TABLE tracker_accounts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  username VARCHAR(254) NOT NULL,
  password VARCHAR(200) NOT NULL,
  created_at VARCHAR(30) NOT NULL,
  updated_at VARCHAR(30) NOT NULL,
  UNIQUE (user_id, customer_id)
);
CREATE INDEX tracker_accounts_customer ON tracker_accounts (customer_id);

-- Only SHA-256 digests of the tokens are kept: a copy of the database cannot open a dashboard.
CREATE TABLE kpi_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The organisation or group selected when the tokens were issued.
  company_code VARCHAR(20) NOT NULL,
  access_token_hash CHAR(64) NOT NULL UNIQUE,
  refresh_token_hash CHAR(64) NOT NULL UNIQUE,
  access_expires_at VARCHAR(30) NOT NULL,
  refresh_expires_at VARCHAR(30) NOT NULL,
  created_at VARCHAR(30) NOT NULL
);
CREATE INDEX kpi_tokens_user ON kpi_tokens (user_id, created_at);
CREATE INDEX kpi_tokens_refresh_expires ON kpi_tokens (refresh_expires_at);
