-- Outgoing e-mail (POST /api/contact/sendEmailMessage). A message is stored first and delivered
-- afterwards, so a mail server that is down or not configured loses nothing:
--   queued  waiting (no SMTP configured, or not tried yet)
--   sent    accepted by the SMTP server (message_id is its id)
--   failed  gave up after the last attempt (last_error says why)
-- The sender and the selection at the time are kept as values too: a user or an organisation
-- removed later must not change what was sent or by whom.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  kind VARCHAR(20) NOT NULL DEFAULT 'contact',
  user_id INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  sender_email VARCHAR(254) NOT NULL,
  sender_name VARCHAR(200) NOT NULL,
  -- The header selection: one organisation, or a group (selection_code starts with '00').
  selection_code VARCHAR(20) NULL,
  customer_id INTEGER NULL REFERENCES customers (id) ON DELETE SET NULL,
  customer_group_id INTEGER NULL REFERENCES customer_groups (id) ON DELETE SET NULL,
  recipient VARCHAR(254) NOT NULL,
  subject VARCHAR(100) NOT NULL,
  message TEXT NOT NULL,
  status VARCHAR(10) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error VARCHAR(500) NULL,
  message_id VARCHAR(300) NULL,
  created_at VARCHAR(30) NOT NULL,
  updated_at VARCHAR(30) NOT NULL,
  sent_at VARCHAR(30) NULL
);
-- Rate limit: a user's messages in the last window.
CREATE INDEX outbox_user_created ON outbox (user_id, created_at);
-- The delivery loop: what is still queued, oldest first.
CREATE INDEX outbox_status_created ON outbox (status, created_at);
