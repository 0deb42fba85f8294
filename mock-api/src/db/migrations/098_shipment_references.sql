-- The references a shipment is known by besides its own and the customer's order (order_ref, the
-- PO number): the container (ISO 6346) and bill of lading of sea freight, the container of rail,
-- the air waybill of air freight and the CMR consignment note of road freight. Columns, not a
-- table of (shipment, kind, value): one of each per shipment, written with the row by the feed.
ALTER TABLE shipments ADD COLUMN container_number VARCHAR(11) NULL;
ALTER TABLE shipments ADD COLUMN bill_of_lading VARCHAR(20) NULL;
ALTER TABLE shipments ADD COLUMN air_waybill VARCHAR(12) NULL;
ALTER TABLE shipments ADD COLUMN cmr_number VARCHAR(20) NULL;

-- The header's search reads each as a prefix range per organisation (as migration 095).
CREATE INDEX shipments_search_container ON shipments (customer_id, UPPER(container_number));
CREATE INDEX shipments_search_bill ON shipments (customer_id, UPPER(bill_of_lading));
CREATE INDEX shipments_search_waybill ON shipments (customer_id, UPPER(air_waybill));
CREATE INDEX shipments_search_cmr ON shipments (customer_id, UPPER(cmr_number));

-- The table views list their columns at creation on PostgreSQL: made again to carry the new ones.
DROP VIEW vw_all_shipments_sea;
DROP VIEW vw_all_shipments_air;
DROP VIEW vw_all_shipments_roa;
DROP VIEW vw_all_shipments_mul;
CREATE VIEW vw_all_shipments_sea AS SELECT * FROM shipments WHERE modality = 'SEA' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_air AS SELECT * FROM shipments WHERE modality = 'AIR' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_roa AS SELECT * FROM shipments WHERE modality = 'ROA' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_mul AS SELECT * FROM shipments WHERE modality = 'MUL' AND etd IS NOT NULL;
