-- Notification mails name their one-click unsubscribe address (RFC 8058): sent as the
-- List-Unsubscribe header, with List-Unsubscribe-Post, so mail clients offer "Unsubscribe" and
-- POST to it without opening the portal. Null: a mail that is not of a list (contact, password reset).
ALTER TABLE outbox ADD COLUMN list_unsubscribe TEXT NULL;
