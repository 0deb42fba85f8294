-- Bookings: a customer books an offered quote; it becomes a shipment (shipmentid = booking_nr)
-- in status Booked until the forwarder confirms or rejects it, or the customer cancels it.
-- quote_id is UNIQUE: a quote is booked once, so a double submission cannot book twice.
-- request_fingerprint: the booking form's values as sent, so the same request again gets the same
-- answer instead of a 409.
CREATE TABLE bookings (
  id INTEGER PRIMARY KEY,
  booking_nr VARCHAR(20) NOT NULL UNIQUE,
  quote_id INTEGER NOT NULL UNIQUE REFERENCES quotes (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  status VARCHAR(10) NOT NULL DEFAULT 'Booked' CHECK (status IN ('Booked', 'Confirmed', 'Rejected', 'Cancelled')),
  cargo_ready_date VARCHAR(10) NOT NULL,
  customer_references VARCHAR(200) NOT NULL DEFAULT '',
  pickup_contact VARCHAR(120) NOT NULL,
  pickup_hours VARCHAR(80) NOT NULL DEFAULT '',
  delivery_contact VARCHAR(120) NOT NULL,
  delivery_hours VARCHAR(80) NOT NULL DEFAULT '',
  notes VARCHAR(1000) NOT NULL DEFAULT '',
  request_fingerprint TEXT NOT NULL,
  reject_reason VARCHAR(500) NULL,
  booked_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  booked_by_email VARCHAR(254) NOT NULL,
  booked_at VARCHAR(30) NOT NULL,
  decided_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  decided_at VARCHAR(30) NULL,
  cancelled_at VARCHAR(30) NULL
);
CREATE INDEX bookings_customer ON bookings (customer_id, booked_at);
CREATE INDEX bookings_status ON bookings (status, booked_at);

-- A shipment made by a booking: the feed (simulation/feed.ts) never rewrites or removes it, and its
-- status is Booked until it departs (rules/shipmentStatus.ts).
ALTER TABLE shipments ADD COLUMN booked_at VARCHAR(30) NULL;

-- The table views list their columns at creation on PostgreSQL: made again to carry the new one.
DROP VIEW vw_all_shipments_sea;
DROP VIEW vw_all_shipments_air;
DROP VIEW vw_all_shipments_roa;
DROP VIEW vw_all_shipments_mul;
CREATE VIEW vw_all_shipments_sea AS SELECT * FROM shipments WHERE modality = 'SEA' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_air AS SELECT * FROM shipments WHERE modality = 'AIR' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_roa AS SELECT * FROM shipments WHERE modality = 'ROA' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_mul AS SELECT * FROM shipments WHERE modality = 'MUL' AND etd IS NOT NULL;
