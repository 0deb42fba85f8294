-- The daily refresh (modules/shipments/feed.ts) re-writes the feed in short batches, each its own
-- transaction, so requests run in between. feed_day is the day the feed generated a row for: what
-- a batch compares a row with (its dates re-based since that day), and what the pass's last step
-- recognises as a row the new day's feed no longer has. Null: a row stored before this column
-- (it counts as of the day app_meta records).
ALTER TABLE shipments ADD COLUMN feed_day VARCHAR(10) NULL;
