-- More for the UN/LOCODE list over 100 000 rows (see 061 and bench/reference.bench.ts).
--
-- 1. Descending sorts on columns with few distinct values. The table engine always ends ORDER BY
--    with "id ASC" for stable pages; an index on (col) scanned backwards yields (col DESC,
--    id DESC), so SQLite would sort every tie (50 000 rows for is_port) on each page. An index
--    on (col, id DESC) scanned backwards yields exactly (col DESC, id ASC).
CREATE INDEX unlocodes_is_port_id_desc ON unlocodes (is_port, id DESC);
CREATE INDEX unlocodes_is_airport_id_desc ON unlocodes (is_airport, id DESC);
CREATE INDEX unlocodes_country_id_desc ON unlocodes (country, id DESC);
CREATE INDEX unlocodes_country_name_id_desc ON unlocodes (country_name, id DESC);
CREATE INDEX unlocodes_subdivision_id_desc ON unlocodes (subdivision, id DESC);
CREATE INDEX unlocodes_function_id_desc ON unlocodes (function, id DESC);

-- 2. Text "equals" filters are case-insensitive (LOWER(col) = LOWER(?)): expression indexes make
--    them index searches instead of scans (a count by country: 6 ms → 0.05 ms).
CREATE INDEX unlocodes_lower_country ON unlocodes (LOWER(country));
CREATE INDEX unlocodes_lower_unlocode ON unlocodes (LOWER(unlocode));
CREATE INDEX unlocodes_lower_name ON unlocodes (LOWER(name));
