-- The reference area's UN/LOCODE list pages, sorts and filters 100 000 rows (SEED_SCALE=large).
-- Each sortable column gets an index, so ORDER BY … LIMIT walks an index instead of sorting the
-- table; the rowid (= id, the engine's last sort key) is part of every index entry, so the
-- stable "column, id" order needs no extra sort. unlocode itself is UNIQUE (020).
CREATE INDEX unlocodes_name ON unlocodes (name);
CREATE INDEX unlocodes_country ON unlocodes (country);
CREATE INDEX unlocodes_country_name_text ON unlocodes (country_name);
CREATE INDEX unlocodes_subdivision ON unlocodes (subdivision);
CREATE INDEX unlocodes_function ON unlocodes (function);
CREATE INDEX unlocodes_is_port ON unlocodes (is_port);
CREATE INDEX unlocodes_is_airport ON unlocodes (is_airport);
CREATE INDEX unlocodes_latitude ON unlocodes (latitude);
CREATE INDEX unlocodes_longitude ON unlocodes (longitude);
