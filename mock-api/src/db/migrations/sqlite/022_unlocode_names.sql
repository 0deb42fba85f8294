-- A place's own names besides its UN/LOCODE name: an airport's ("Amsterdam Schiphol Airport",
-- IATA "AMS") under the city's code NLAMS, so the quote form's port search finds it by them
-- (mock-api/src/modules/quotes/unlocodeSearch.ts). `search_key` holds the case-folded name from
-- each of its words on ("schiphol airport"), so a word inside the name is a prefix range scan too.
CREATE TABLE unlocode_names (
  id INTEGER PRIMARY KEY,
  unlocode CHAR(5) NOT NULL REFERENCES unlocodes (unlocode) ON DELETE CASCADE ON UPDATE CASCADE,
  name VARCHAR(100) NOT NULL,
  search_key VARCHAR(100) NOT NULL
);
CREATE INDEX unlocode_names_search_key ON unlocode_names (search_key);
CREATE INDEX unlocode_names_unlocode ON unlocode_names (unlocode);
