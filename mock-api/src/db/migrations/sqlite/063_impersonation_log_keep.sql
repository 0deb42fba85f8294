-- Impersonation records outlive the users in them: deleting a user used to cascade and erase
-- the record of who acted as whom. The ids become NULL instead, and copies of the e-mails keep
-- the record readable. `sid` names the session that ran it, so one that ended without Stop
-- (sign-out, expiry, sessions ended by a password change) is closed too (profile/impersonation.ts).
CREATE TABLE impersonation_log_new (
  id INTEGER PRIMARY KEY,
  impersonator_id INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  user_id INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  impersonator_email VARCHAR(254) NOT NULL DEFAULT '',
  user_email VARCHAR(254) NOT NULL DEFAULT '',
  sid VARCHAR(128) NULL,
  started_at VARCHAR(30) NOT NULL,
  ended_at VARCHAR(30) NULL
);
INSERT INTO impersonation_log_new (id, impersonator_id, user_id, impersonator_email, user_email, started_at, ended_at)
  SELECT l.id, l.impersonator_id, l.user_id,
    COALESCE((SELECT email FROM users WHERE id = l.impersonator_id), ''),
    COALESCE((SELECT email FROM users WHERE id = l.user_id), ''),
    l.started_at, l.ended_at
  FROM impersonation_log l ORDER BY l.id;
DROP TABLE impersonation_log;
ALTER TABLE impersonation_log_new RENAME TO impersonation_log;
CREATE INDEX impersonation_log_impersonator ON impersonation_log (impersonator_id);
CREATE INDEX impersonation_log_user ON impersonation_log (user_id);
-- The few still running, for the sweep that closes those whose session is gone.
CREATE INDEX impersonation_log_open ON impersonation_log (sid) WHERE ended_at IS NULL;
