-- Quote requests and the offers made on them (spec §3 "Quote"). A quote belongs to one
-- organisation (customer_id); customer_group_id records the group that was selected when it was
-- requested, if any (see shared/contracts/src/rules/quoteForm.ts: whose quote it is).
-- Status: Requested → In progress → Offered → Accepted, or Cancelled (by the customer) or
-- Declined (by the forwarder). "Open" = Requested, In progress or Offered. Expired is derived
-- from the dates (valid_until of an offer, expected_departure of a request), never stored.
CREATE TABLE quotes (
  id INTEGER PRIMARY KEY,
  quote_nr VARCHAR(20) NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  customer_group_id INTEGER NULL REFERENCES customer_groups (id) ON DELETE SET NULL,
  requestor_user_id INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  requestor_email VARCHAR(254) NOT NULL,
  modality VARCHAR(3) NOT NULL CHECK (modality IN ('SEA', 'AIR', 'MUL', 'ROA')),
  inco_terms VARCHAR(3) NOT NULL,
  inco_terms_location VARCHAR(100) NOT NULL,
  goods_description VARCHAR(500) NOT NULL,
  expected_departure VARCHAR(10) NOT NULL,
  origin_country CHAR(2) NOT NULL,
  origin_city VARCHAR(100) NULL,
  origin_zipcode VARCHAR(20) NULL,
  origin_port CHAR(5) NULL,
  destination_country CHAR(2) NOT NULL,
  destination_city VARCHAR(100) NULL,
  destination_zipcode VARCHAR(20) NULL,
  destination_port CHAR(5) NULL,
  shipment_type VARCHAR(20) NULL,
  container_type VARCHAR(10) NULL,
  vehicle_type VARCHAR(40) NULL,
  package_type VARCHAR(40) NOT NULL,
  package_count INTEGER NULL,
  package_type_2 VARCHAR(40) NULL,
  package_count_2 INTEGER NULL,
  package_type_3 VARCHAR(40) NULL,
  package_count_3 INTEGER NULL,
  pallet_exchange BOOLEAN NOT NULL DEFAULT FALSE,
  weight NUMERIC NULL,
  volume NUMERIC NULL,
  loading_meters NUMERIC NULL,
  temperature NUMERIC NULL,
  tailgate BOOLEAN NULL,
  customs_handling BOOLEAN NOT NULL DEFAULT FALSE,
  extra_goods_insurance BOOLEAN NOT NULL DEFAULT FALSE,
  dangerous_goods BOOLEAN NOT NULL DEFAULT FALSE,
  dangerous_goods_class VARCHAR(5) NULL,
  goods_value VARCHAR(40) NULL,
  special_instructions VARCHAR(2000) NULL,
  quote_status VARCHAR(20) NOT NULL DEFAULT 'Requested'
    CHECK (quote_status IN ('Requested', 'In progress', 'Offered', 'Accepted', 'Cancelled', 'Declined')),
  -- The offer: its last valid day and the total of its price lines.
  offered_at VARCHAR(30) NULL,
  valid_until VARCHAR(10) NULL,
  price_currency CHAR(3) NULL,
  cancelled_at VARCHAR(30) NULL,
  created_at VARCHAR(30) NOT NULL,
  created_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_at VARCHAR(30) NOT NULL,
  updated_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX quotes_customer_status ON quotes (customer_id, quote_status, created_at);
CREATE INDEX quotes_group ON quotes (customer_group_id);
CREATE INDEX quotes_requestor ON quotes (requestor_user_id, created_at);

-- The lines of an offer (freight, surcharges, handling), printed on the PDF.
CREATE TABLE quote_price_lines (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  description VARCHAR(200) NOT NULL,
  basis VARCHAR(40) NOT NULL DEFAULT 'per shipment',
  amount NUMERIC NOT NULL,
  currency CHAR(3) NOT NULL,
  UNIQUE (quote_id, position)
);
