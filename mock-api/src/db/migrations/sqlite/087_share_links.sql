-- A shipment shared with one link. Only the SHA-256 of the token is looked up; the token itself is
-- kept sealed (AES-256-GCM under a key derived from the session secret) so its owner can copy the
-- link again, while a copy of the database alone opens no page. customer_id is the shipment's
-- owner: listing and revoking need that organisation in the caller's scope.
CREATE TABLE share_links (
  id INTEGER PRIMARY KEY,
  token_hash VARCHAR(64) NOT NULL UNIQUE,
  token_sealed TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  modality VARCHAR(3) NOT NULL,
  shipmentid VARCHAR(40) NOT NULL,
  show_references BOOLEAN NOT NULL DEFAULT FALSE,
  frame_ancestors TEXT NOT NULL,
  created_at VARCHAR(30) NOT NULL,
  expires_at VARCHAR(30) NOT NULL,
  revoked_at VARCHAR(30) NULL
);
CREATE INDEX share_links_shipment ON share_links (customer_id, shipmentid);
