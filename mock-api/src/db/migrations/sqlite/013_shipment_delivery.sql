-- The consignee's delivery place (issue 18): where the on-carriage by truck ends, so that leg has
-- a place, a line on the map and a distance of its own. A real UN/LOCODE location near the
-- arrival place (the consignee's town), with its coordinates; null for road shipments, whose
-- arrival is the delivery address itself.
ALTER TABLE shipments ADD COLUMN delivery_place TEXT NULL;
ALTER TABLE shipments ADD COLUMN delivery_name TEXT NULL;
ALTER TABLE shipments ADD COLUMN delivery_country TEXT NULL;
ALTER TABLE shipments ADD COLUMN delivery_lat REAL NULL;
ALTER TABLE shipments ADD COLUMN delivery_long REAL NULL;

-- The table views list their columns at creation on PostgreSQL: made again to carry the new ones.
DROP VIEW vw_all_shipments_sea;
DROP VIEW vw_all_shipments_air;
DROP VIEW vw_all_shipments_roa;
DROP VIEW vw_all_shipments_mul;
CREATE VIEW vw_all_shipments_sea AS SELECT * FROM shipments WHERE modality = 'SEA' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_air AS SELECT * FROM shipments WHERE modality = 'AIR' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_roa AS SELECT * FROM shipments WHERE modality = 'ROA' AND etd IS NOT NULL;
CREATE VIEW vw_all_shipments_mul AS SELECT * FROM shipments WHERE modality = 'MUL' AND etd IS NOT NULL;
