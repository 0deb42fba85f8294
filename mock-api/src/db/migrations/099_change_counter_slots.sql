-- Each shared counter (migration 002) spread over slots: rows `<kind>.0` … `<kind>.7` beside the
-- original one, all of the same `kind`, read as one sum. On PostgreSQL a write moves one slot at
-- random: the row it moves stays locked until its commit has reached the disk, so with one row
-- every durable write of every instance waited for the one before it to be flushed, and commits
-- could never share a flush. SQLite's one writer keeps moving the original row.
ALTER TABLE change_counters ADD COLUMN kind VARCHAR(20);
UPDATE change_counters SET kind = name;
INSERT INTO change_counters (name, value, kind) VALUES
  ('data.0', 0, 'data'), ('data.1', 0, 'data'), ('data.2', 0, 'data'), ('data.3', 0, 'data'),
  ('data.4', 0, 'data'), ('data.5', 0, 'data'), ('data.6', 0, 'data'), ('data.7', 0, 'data'),
  ('sessions.0', 0, 'sessions'), ('sessions.1', 0, 'sessions'), ('sessions.2', 0, 'sessions'), ('sessions.3', 0, 'sessions'),
  ('sessions.4', 0, 'sessions'), ('sessions.5', 0, 'sessions'), ('sessions.6', 0, 'sessions'), ('sessions.7', 0, 'sessions');
