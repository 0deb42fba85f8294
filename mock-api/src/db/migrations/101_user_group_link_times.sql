-- Every listed row carries updatedAt (docs/public-api.md), the administration's lists too. The
-- user-group links rebuilt by 060 have no times: a link is no older than its user and its group,
-- so it dates from the later of their creations; every link made since is stamped when written.
UPDATE user_customer_groups
SET created_at = (SELECT CASE WHEN u.created_at > g.created_at THEN u.created_at ELSE g.created_at END
                  FROM users u, customer_groups g WHERE u.id = user_customer_groups.user_id AND g.id = user_customer_groups.group_id)
WHERE created_at IS NULL;
UPDATE user_customer_groups SET updated_at = created_at WHERE updated_at IS NULL;
