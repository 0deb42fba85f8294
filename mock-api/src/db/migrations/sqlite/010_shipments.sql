-- Shipments (spec section 3). Dates are Y-m-d text (the day is what a customer follows).
-- `departure`/`arrival` hold the UN/LOCODE of the place, `loadport`/`dischargeport` the port
-- (or airport, or rail terminal) of loading and discharge; road has none.
-- ata = actual arrival at the arrival place (the port for sea, air and multimodal);
-- delivered_at = arrival at the final destination, after on-carriage (equal to ata for road).
CREATE TABLE shipments (
  id INTEGER PRIMARY KEY,
  shipmentid VARCHAR(20) NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  modality CHAR(3) NOT NULL CHECK (modality IN ('SEA', 'AIR', 'MUL', 'ROA')),
  type VARCHAR(20) NOT NULL,
  incoterm VARCHAR(3) NOT NULL,
  goods VARCHAR(200) NOT NULL,
  order_ref VARCHAR(40) NOT NULL,
  departure VARCHAR(5) NOT NULL,
  departure_name VARCHAR(120) NOT NULL,
  departure_city VARCHAR(100) NOT NULL,
  departure_country VARCHAR(100) NOT NULL,
  departure_lat DOUBLE PRECISION NOT NULL,
  departure_long DOUBLE PRECISION NOT NULL,
  loadport VARCHAR(120) NULL,
  etd VARCHAR(10) NULL,
  atd VARCHAR(10) NULL,
  arrival VARCHAR(5) NOT NULL,
  arrival_name VARCHAR(120) NOT NULL,
  arrival_city VARCHAR(100) NOT NULL,
  arrival_country VARCHAR(100) NOT NULL,
  arrival_lat DOUBLE PRECISION NOT NULL,
  arrival_long DOUBLE PRECISION NOT NULL,
  dischargeport VARCHAR(120) NULL,
  eta VARCHAR(10) NULL,
  ata VARCHAR(10) NULL,
  delivered_at VARCHAR(10) NULL,
  created_at VARCHAR(30) NOT NULL,
  updated_at VARCHAR(30) NOT NULL
);

-- Tables sort and filter per organisation and modality; the scope column leads every index.
CREATE INDEX shipments_customer_mode_etd ON shipments (customer_id, modality, etd);
CREATE INDEX shipments_customer_mode_eta ON shipments (customer_id, modality, eta);
CREATE INDEX shipments_customer_mode_atd ON shipments (customer_id, modality, atd);
CREATE INDEX shipments_customer_mode_ata ON shipments (customer_id, modality, ata);
CREATE INDEX shipments_customer_mode_id ON shipments (customer_id, modality, shipmentid);
CREATE INDEX shipments_customer_updated ON shipments (customer_id, updated_at);
-- The dashboard: shipments under way (planned, not yet at their final destination).
CREATE INDEX shipments_active ON shipments (customer_id, modality, eta) WHERE delivered_at IS NULL AND etd IS NOT NULL;

-- The table views of the spec: a shipment is listed once it has an ETD.
CREATE VIEW vw_all_shipments_sea AS SELECT * FROM shipments WHERE modality = 'SEA' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_air AS SELECT * FROM shipments WHERE modality = 'AIR' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_roa AS SELECT * FROM shipments WHERE modality = 'ROA' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_mul AS SELECT * FROM shipments WHERE modality = 'MUL' AND etd IS NOT NULL;
