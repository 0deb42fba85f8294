-- A transport document's number belongs to one shipment: a unique index on each number column
-- (NULLs, a mode's other columns, stay free on both engines). The feed gives its shipments the
-- lower half of each serial space, one to one with their place in the feed; a confirmed booking
-- draws in the upper half and draws again when the index refuses its number
-- (shared/contracts rules/transportReferences.ts, modules/bookings/store.ts).

-- The feed's rows were numbered at random, with repeats: cleared, they are numbered again by the
-- next refresh (the generator's version moved with this migration: SHIPMENTS_FEED_VERSION).
UPDATE shipments SET container_number = NULL, bill_of_lading = NULL, air_waybill = NULL, cmr_number = NULL WHERE booked_at IS NULL;

-- A booking's number drawn before by an earlier booking (nothing checked it then): the earlier keeps it.
UPDATE shipments SET container_number = NULL WHERE container_number IS NOT NULL
  AND EXISTS (SELECT 1 FROM shipments earlier WHERE earlier.container_number = shipments.container_number AND earlier.id < shipments.id);
UPDATE shipments SET bill_of_lading = NULL WHERE bill_of_lading IS NOT NULL
  AND EXISTS (SELECT 1 FROM shipments earlier WHERE earlier.bill_of_lading = shipments.bill_of_lading AND earlier.id < shipments.id);
UPDATE shipments SET air_waybill = NULL WHERE air_waybill IS NOT NULL
  AND EXISTS (SELECT 1 FROM shipments earlier WHERE earlier.air_waybill = shipments.air_waybill AND earlier.id < shipments.id);
UPDATE shipments SET cmr_number = NULL WHERE cmr_number IS NOT NULL
  AND EXISTS (SELECT 1 FROM shipments earlier WHERE earlier.cmr_number = shipments.cmr_number AND earlier.id < shipments.id);

CREATE UNIQUE INDEX shipments_container_number_unique ON shipments (container_number);
CREATE UNIQUE INDEX shipments_bill_of_lading_unique ON shipments (bill_of_lading);
CREATE UNIQUE INDEX shipments_air_waybill_unique ON shipments (air_waybill);
CREATE UNIQUE INDEX shipments_cmr_number_unique ON shipments (cmr_number);
