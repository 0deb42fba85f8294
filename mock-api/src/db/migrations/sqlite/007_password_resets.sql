-- "Forgot password?" (mock-api/src/modules/passwordReset): one row per reset link sent by e-mail.
-- Only a SHA-256 hash of the link's token is kept, so a copy of the database opens no account.
-- A link works once (used_at), until expires_at, and a newer link voids the older ones.
CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash CHAR(64) NOT NULL UNIQUE,
  created_at VARCHAR(30) NOT NULL,
  expires_at VARCHAR(30) NOT NULL,
  used_at VARCHAR(30) NULL,
  requested_ip VARCHAR(64) NOT NULL DEFAULT ''
);
-- Links sent to a user in the last window (the quiet per-account limit) and voiding older ones.
CREATE INDEX password_resets_user_created ON password_resets (user_id, created_at);
