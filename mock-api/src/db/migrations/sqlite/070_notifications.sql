-- Notifications (issue 19): what changed about a customer's shipments, documents and quotes.
-- One row per event, whoever may see it; who sees it is decided when it is read: the users who
-- may select one of its organisations (notification_customers) under the current selection rules
-- (core/scope.ts), so a user removed from a group stops seeing its notifications at once.
-- dedup_key makes recording idempotent: an event recorded twice (two instances, a retried job)
-- is stored once. data is JSON text of the change's facts (from/to dates, days, quote number).
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  type VARCHAR(40) NOT NULL,
  subject_kind VARCHAR(20) NOT NULL CHECK (subject_kind IN ('shipment', 'document', 'quote')),
  subject_id VARCHAR(60) NOT NULL,
  subject_mode VARCHAR(3) NULL,
  title VARCHAR(200) NOT NULL,
  body VARCHAR(1000) NOT NULL,
  data TEXT NOT NULL DEFAULT '{}',
  dedup_key VARCHAR(200) NOT NULL UNIQUE,
  occurred_at VARCHAR(30) NOT NULL,
  created_at VARCHAR(30) NOT NULL
);
CREATE INDEX notifications_created ON notifications (created_at);

-- The organisations a notification belongs to (a Generic document: every organisation).
CREATE TABLE notification_customers (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  notification_id INTEGER NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  PRIMARY KEY (customer_id, notification_id)
);
CREATE INDEX notification_customers_notification ON notification_customers (notification_id);

-- Read marks: everything up to read_through_id ("mark all as read"), and single ones above it.
CREATE TABLE notification_reads (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notification_id INTEGER NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  read_at VARCHAR(30) NOT NULL,
  PRIMARY KEY (user_id, notification_id)
);
CREATE TABLE notification_user_state (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  read_through_id INTEGER NOT NULL DEFAULT 0
);

-- Per user and type: shown in the portal, and by e-mail off / instant / digest. No row = the default
-- (portal on, e-mail off; shared/contracts/src/rules/notifications.ts).
CREATE TABLE notification_preferences (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type VARCHAR(40) NOT NULL,
  portal BOOLEAN NOT NULL,
  email VARCHAR(10) NOT NULL CHECK (email IN ('off', 'instant', 'digest')),
  updated_at VARCHAR(30) NOT NULL,
  PRIMARY KEY (user_id, type)
);

-- Unsubscribe links (signed, see modules/notifications/unsubscribe.ts) used so far: a link works once.
CREATE TABLE notification_unsubscribes (
  nonce VARCHAR(40) PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type VARCHAR(40) NOT NULL,
  used_at VARCHAR(30) NOT NULL
);

-- Notification mails carry an HTML part besides the plain text.
ALTER TABLE outbox ADD COLUMN html TEXT NULL;
