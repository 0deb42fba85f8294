-- The shared counter `records` (db.ts, ChangeKind): moved by a write of a customer's own records
-- that no session, user or scope depends on (a quote request), so the instances drop their cached
-- answers but keep who is asking. Its own row (SQLite's one writer moves it) and slots as in 099.
INSERT INTO change_counters (name, value, kind) VALUES
  ('records', 0, 'records'),
  ('records.0', 0, 'records'), ('records.1', 0, 'records'), ('records.2', 0, 'records'), ('records.3', 0, 'records'),
  ('records.4', 0, 'records'), ('records.5', 0, 'records'), ('records.6', 0, 'records'), ('records.7', 0, 'records');
