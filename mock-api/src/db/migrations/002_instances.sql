-- What several API instances over one database share (issue 17). Portable SQL: the same text
-- runs on SQLite and PostgreSQL.

-- Moved by every write (Db.run/Db.tx): an instance that sees a counter move drops what it keeps
-- in memory. `data`: anything a cached answer, user or scope could depend on; `sessions`: a
-- session stored or ended (logout, password change, selection).
CREATE TABLE change_counters (
  name VARCHAR(20) PRIMARY KEY,
  value BIGINT NOT NULL
);
INSERT INTO change_counters (name, value) VALUES ('data', 0);
INSERT INTO change_counters (name, value) VALUES ('sessions', 0);

-- Throttle counts (sign-in, quote requests, password changes) per key, so a limit holds across
-- instances. A key's window starts at its first hit and ends at expires_at; a hit after that
-- starts a new one. Rows past expires_at are purged.
CREATE TABLE throttle (
  bucket_key VARCHAR(400) PRIMARY KEY,
  window_start BIGINT NOT NULL,
  hits INTEGER NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX throttle_expires ON throttle (expires_at);

-- Scheduled work claimed by one instance per run (a job and its day, say): INSERT … ON CONFLICT
-- DO NOTHING decides who runs it. An unfinished claim past its lease may be taken over.
CREATE TABLE job_runs (
  job VARCHAR(100) NOT NULL,
  run_key VARCHAR(40) NOT NULL,
  instance VARCHAR(100) NOT NULL,
  claimed_at BIGINT NOT NULL,
  lease_until BIGINT NOT NULL,
  finished_at BIGINT,
  PRIMARY KEY (job, run_key)
);
