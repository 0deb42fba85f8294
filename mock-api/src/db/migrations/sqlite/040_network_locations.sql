-- Network locations (spec section 3): the forwarder's own sites (type 'Company') and its agents
-- (type 'Agent'), drawn on the "My networks" map. Not customer data: every signed-in customer
-- sees the same network. Administered in the reference area (reference.networkLocations.*).
--   country    ISO 3166 alpha-2, like unlocodes.country and customers.country
--   continent  one of the map's continent buttons (shared/contracts/src/rules/network.ts CONTINENTS)
--   role       decides the map icon (NETWORK_ROLES there; other text gets a plain pin)
--   contact    free text: phone, e-mail, a person ("+31 10 428 5600 · rotterdam@…")
--   latitude/longitude  WGS84; NULL = not on the map (the list still shows it)
CREATE TABLE network_locations (
  id INTEGER PRIMARY KEY,
  name VARCHAR(200) NOT NULL,
  address VARCHAR(300) NOT NULL DEFAULT '',
  city VARCHAR(100) NOT NULL DEFAULT '',
  country CHAR(2) NOT NULL,
  contact VARCHAR(300) NOT NULL DEFAULT '',
  unlocode VARCHAR(5) NULL,
  latitude DOUBLE PRECISION NULL CHECK (latitude IS NULL OR (latitude BETWEEN -90 AND 90)),
  longitude DOUBLE PRECISION NULL CHECK (longitude IS NULL OR (longitude BETWEEN -180 AND 180)),
  type VARCHAR(20) NOT NULL CHECK (type IN ('Company', 'Agent')),
  role VARCHAR(40) NOT NULL,
  continent VARCHAR(20) NOT NULL CHECK (continent IN ('Asia', 'Africa', 'America', 'Europe', 'Oceania')),
  created_at VARCHAR(30) NOT NULL,
  created_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_at VARCHAR(30) NOT NULL,
  updated_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL
);
-- The map reads the whole table in this order; the reference table filters by these.
CREATE INDEX network_locations_type_name ON network_locations (type, name);
CREATE INDEX network_locations_continent ON network_locations (continent);
CREATE INDEX network_locations_unlocode ON network_locations (unlocode);
