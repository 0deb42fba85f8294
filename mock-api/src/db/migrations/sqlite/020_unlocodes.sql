-- UN/LOCODE (UNECE code list for trade and transport locations). The quotes slice creates and
-- seeds it (the form's country, city and port searches); the reference slice administers it.
-- `function` is UN/LOCODE's 8-character function classifier: position 1 '1' port, 2 '2' rail,
-- 3 '3' road, 4 '4' airport, 5 '5' postal, 6 '6' multimodal, 7 '7' fixed transport, 8 'B' border.
CREATE TABLE unlocodes (
  id INTEGER PRIMARY KEY,
  unlocode CHAR(5) NOT NULL UNIQUE CHECK (LENGTH(unlocode) = 5),
  country CHAR(2) NOT NULL CHECK (LENGTH(country) = 2),
  country_name VARCHAR(100) NOT NULL,
  name VARCHAR(100) NOT NULL,
  subdivision VARCHAR(10) NOT NULL DEFAULT '',
  function VARCHAR(8) NOT NULL DEFAULT '--------',
  latitude NUMERIC NULL,
  longitude NUMERIC NULL,
  is_port BOOLEAN NOT NULL DEFAULT FALSE,
  is_airport BOOLEAN NOT NULL DEFAULT FALSE,
  created_at VARCHAR(30) NOT NULL,
  created_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_at VARCHAR(30) NOT NULL,
  updated_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL
);
-- Prefix searches (mock-api/src/modules/quotes/unlocodeSearch.ts) are range scans on these:
-- city and port by country + name (case-folded), ports and airports narrowed by their flag,
-- and the code itself (the UNIQUE index above).
CREATE INDEX unlocodes_country_name ON unlocodes (country, LOWER(name));
CREATE INDEX unlocodes_country_port_name ON unlocodes (country, is_port, LOWER(name));
CREATE INDEX unlocodes_country_airport_name ON unlocodes (country, is_airport, LOWER(name));
