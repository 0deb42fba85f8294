-- The last quote number handed out, per year ('Q26-' → 123 for Q26-000123). A new quote's number
-- is this row moved by one in a single statement (INSERT … ON CONFLICT DO UPDATE … RETURNING, the
-- same text on both engines): two requests at once, on any instance, never get the same number,
-- and the row is locked only while that statement runs. It replaces reading MAX(quote_nr), which
-- was safe only while every transaction of every instance queued behind one lock.
CREATE TABLE quote_number_counters (
  year_prefix VARCHAR(10) PRIMARY KEY,
  last_nr BIGINT NOT NULL
);
-- The years that have quotes already continue after their highest number.
INSERT INTO quote_number_counters (year_prefix, last_nr)
  SELECT SUBSTR(quote_nr, 1, 4), MAX(CAST(SUBSTR(quote_nr, 5) AS BIGINT))
  FROM quotes
  WHERE quote_nr ILIKE 'Q__-%' AND LENGTH(quote_nr) = 10
  GROUP BY SUBSTR(quote_nr, 1, 4);
