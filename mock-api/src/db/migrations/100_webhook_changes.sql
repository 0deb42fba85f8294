-- Every listed row carries updatedAt (docs/public-api.md), and webhook endpoints and deliveries had
-- no change moment: every write that changes one sets it from now on. The existing endpoints
-- changed last when disabled, or else when registered; the deliveries at their last attempt, or
-- else when queued.
ALTER TABLE webhook_endpoints ADD COLUMN updated_at VARCHAR(30) NOT NULL DEFAULT '';
UPDATE webhook_endpoints SET updated_at = COALESCE(disabled_at, created_at);
ALTER TABLE webhook_deliveries ADD COLUMN updated_at VARCHAR(30) NOT NULL DEFAULT '';
UPDATE webhook_deliveries SET updated_at = COALESCE((SELECT MAX(a.started_at) FROM webhook_attempts a WHERE a.delivery_id = webhook_deliveries.id), created_at);
