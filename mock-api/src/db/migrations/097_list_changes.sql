-- Incremental sync of the public lists (core/changes.ts): each list pages on (its change moment,
-- its id) from updatedSince, so each has an index in that order, led by the scope's column where
-- the scope is one (quotes, bookings). Documents and notifications are scoped through their
-- distribution and organisations: their index is the order itself.
CREATE INDEX documents_updated ON documents (updated_at, id);
CREATE INDEX quotes_customer_updated ON quotes (customer_id, updated_at, id);
CREATE INDEX notifications_created_id ON notifications (created_at, id);

-- Bookings had no change moment: every write that changes one sets it from now on (book, confirm,
-- reject, cancel); the existing ones changed last when decided, or else when booked.
ALTER TABLE bookings ADD COLUMN updated_at VARCHAR(30) NOT NULL DEFAULT '';
UPDATE bookings SET updated_at = COALESCE(decided_at, booked_at);
CREATE INDEX bookings_customer_updated ON bookings (customer_id, updated_at, id);
