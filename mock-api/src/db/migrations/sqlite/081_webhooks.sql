-- Webhooks (issue 20): a user's endpoints and every delivery and attempt, signed per Standard
-- Webhooks with the endpoint's secret (kept as is: it signs, so it cannot be hashed).
-- organisations: JSON list of the codes whose events the endpoint receives, checked against the
-- user's rights at each delivery. event_types: JSON list of notification types.
CREATE TABLE webhook_endpoints (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url VARCHAR(500) NOT NULL,
  description VARCHAR(200) NOT NULL DEFAULT '',
  secret VARCHAR(100) NOT NULL,
  event_types TEXT NOT NULL,
  organisations TEXT NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  consecutive_failures INTEGER NOT NULL DEFAULT 0,
  disabled_at VARCHAR(30) NULL,
  disabled_reason VARCHAR(200) NULL,
  created_at VARCHAR(30) NOT NULL
);
CREATE INDEX webhook_endpoints_user ON webhook_endpoints (user_id);

-- One message to one endpoint; message_id is the webhook-id header, the same on every retry.
CREATE TABLE webhook_deliveries (
  id INTEGER PRIMARY KEY,
  endpoint_id INTEGER NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  message_id VARCHAR(60) NOT NULL,
  event_type VARCHAR(40) NOT NULL,
  payload TEXT NOT NULL,
  status VARCHAR(10) NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  -- Sent again by hand: a new round of attempts (each attempt is claimed once per round).
  round INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at VARCHAR(30) NULL,
  last_status_code INTEGER NULL,
  last_response_ms INTEGER NULL,
  last_error VARCHAR(300) NULL,
  created_at VARCHAR(30) NOT NULL,
  delivered_at VARCHAR(30) NULL,
  UNIQUE (endpoint_id, message_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id);

CREATE TABLE webhook_attempts (
  id INTEGER PRIMARY KEY,
  delivery_id INTEGER NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  attempt INTEGER NOT NULL,
  started_at VARCHAR(30) NOT NULL,
  status_code INTEGER NULL,
  response_ms INTEGER NOT NULL,
  error VARCHAR(300) NULL
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id);
