-- Reference records carry a version, moved by one with every save (modules/reference/save.ts,
-- documents/upload/commit.ts). An edit sends the version it was loaded at; a save whose version
-- is no longer the stored one is refused with 409 instead of overwriting what was saved in
-- between (two administrators editing one record: the first save is kept, the second is told).
ALTER TABLE customers ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE customer_groups ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE users ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE companies ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE content_types ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE documents ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE network_locations ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE unlocodes ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE user_settings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE user_customer_groups ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- Content type names are unique whatever their case (the form's rule, modules/reference): the
-- database says so too, so two saves at once cannot both pass the form's check.
CREATE UNIQUE INDEX content_types_name_lower ON content_types (LOWER(name));
