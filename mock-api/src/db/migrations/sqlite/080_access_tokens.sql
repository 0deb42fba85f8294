-- Personal access tokens (issue 20). Only the SHA-256 of the secret is stored; the secret is shown
-- once. organisations is JSON text of the customer / group codes the token may read, each checked
-- against the user's current rights on every use. password_changed_at is the user's at creation:
-- a token made with revoke_on_password_change stops when it differs.
CREATE TABLE access_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name VARCHAR(80) NOT NULL,
  token_hash VARCHAR(64) NOT NULL UNIQUE,
  hint VARCHAR(20) NOT NULL,
  access VARCHAR(5) NOT NULL CHECK (access IN ('read', 'write')),
  organisations TEXT NOT NULL,
  revoke_on_password_change BOOLEAN NOT NULL DEFAULT TRUE,
  password_changed_at VARCHAR(30) NULL,
  created_at VARCHAR(30) NOT NULL,
  expires_at VARCHAR(30) NOT NULL,
  last_used_at VARCHAR(30) NULL,
  last_used_ip VARCHAR(64) NULL,
  revoked_at VARCHAR(30) NULL
);
CREATE INDEX access_tokens_user ON access_tokens (user_id);
