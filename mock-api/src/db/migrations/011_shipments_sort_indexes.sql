-- Table pages end their ORDER BY on the shipment id (stable pages), and dates are days, so many
-- rows share a date. Indexes that hold the id after the date give the whole order, in both
-- directions the table engine asks for (date ASC, id ASC and date DESC, id ASC), without a sort
-- step; deep pages then skip index entries instead of sorting every row of the organisation.
DROP INDEX shipments_customer_mode_etd;
DROP INDEX shipments_customer_mode_eta;
-- Each also carries the other planned date, so "sorted by one, filtered by the other" (an ETD
-- preset on a table sorted by ETA) is answered from the index alone until a row is shown.
CREATE INDEX shipments_customer_mode_etd ON shipments (customer_id, modality, etd, shipmentid, eta);
CREATE INDEX shipments_customer_mode_etd_desc ON shipments (customer_id, modality, etd DESC, shipmentid, eta);
CREATE INDEX shipments_customer_mode_eta ON shipments (customer_id, modality, eta, shipmentid, etd);
CREATE INDEX shipments_customer_mode_eta_desc ON shipments (customer_id, modality, eta DESC, shipmentid, etd);

-- The dashboard reads active shipments in modality, ETA, id order.
DROP INDEX shipments_active;
CREATE INDEX shipments_active ON shipments (customer_id, modality, eta, shipmentid) WHERE delivered_at IS NULL AND etd IS NOT NULL;
