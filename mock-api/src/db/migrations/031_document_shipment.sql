-- Documents of one shipment (issue 18): an optional link by the shipment's reference, as the
-- lists show it. A reference rather than a key: the feed re-generates shipment rows every day,
-- and their references stay. Who sees the document is still its distribution.
ALTER TABLE documents ADD COLUMN shipment_ref VARCHAR(20) NULL;
CREATE INDEX documents_shipment ON documents (shipment_ref);
