-- The shipment detail (issue 18): what the TMS feed knows besides route and dates.
-- arrival_estimate: the carrier's latest estimate of the arrival while not yet arrived (null once ata).
-- delay_days: days the arrival (ata, else arrival_estimate) is after the planned eta; the
--   threshold of "delayed" lives in shared/contracts/src/rules/shipmentDelay.ts.
-- via: UN/LOCODE of the transshipment hub (port, airport or gauge-change terminal), null when direct.
-- delivery_km: the on-carriage by truck from the arrival place to the consignee (0 for road).
-- distance_km, co2e_kg: the whole chain's distance and well-to-wheel CO₂e (GLEC / ISO 14083),
--   computed by the feed with modules/shipments/detail/emissions.ts.
ALTER TABLE shipments ADD COLUMN arrival_estimate VARCHAR(10) NULL;
ALTER TABLE shipments ADD COLUMN carrier VARCHAR(80) NOT NULL DEFAULT '';
ALTER TABLE shipments ADD COLUMN vehicle VARCHAR(80) NULL;
ALTER TABLE shipments ADD COLUMN cargo VARCHAR(80) NOT NULL DEFAULT '';
ALTER TABLE shipments ADD COLUMN pieces INTEGER NOT NULL DEFAULT 0;
ALTER TABLE shipments ADD COLUMN weight_kg INTEGER NOT NULL DEFAULT 0;
ALTER TABLE shipments ADD COLUMN volume_m3 DOUBLE PRECISION NOT NULL DEFAULT 0;
ALTER TABLE shipments ADD COLUMN via VARCHAR(5) NULL;
ALTER TABLE shipments ADD COLUMN delivery_km INTEGER NOT NULL DEFAULT 0;
ALTER TABLE shipments ADD COLUMN distance_km INTEGER NULL;
ALTER TABLE shipments ADD COLUMN co2e_kg DOUBLE PRECISION NULL;
ALTER TABLE shipments ADD COLUMN delay_days INTEGER NULL;

-- The table views list their columns at creation on PostgreSQL: made again to carry the new ones.
DROP VIEW vw_all_shipments_sea;
DROP VIEW vw_all_shipments_air;
DROP VIEW vw_all_shipments_roa;
DROP VIEW vw_all_shipments_mul;
CREATE VIEW vw_all_shipments_sea AS SELECT * FROM shipments WHERE modality = 'SEA' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_air AS SELECT * FROM shipments WHERE modality = 'AIR' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_roa AS SELECT * FROM shipments WHERE modality = 'ROA' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_mul AS SELECT * FROM shipments WHERE modality = 'MUL' AND etd IS NOT NULL;

-- The dashboard's CO₂e of the year: per organisation and modality by departure day.
CREATE INDEX shipments_customer_mode_co2e ON shipments (customer_id, modality, atd, co2e_kg);
