-- The portal's language as the person chose it (the language menu in the header or User Profile),
-- kept on the account so it follows them to another device. Until they choose, user_settings.language
-- is not theirs (every account was seeded 'en'): the browser's Accept-Language decides instead.
ALTER TABLE user_settings ADD COLUMN language_chosen BOOLEAN NOT NULL DEFAULT FALSE;
