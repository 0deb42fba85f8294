-- Uploaded files (documents, avatars) kept in the database with their rows (issue 17): every API
-- instance, on any machine, reads them, and a row and its file are written or removed in one
-- transaction. file_key is '<kind>/<internal name>'. BLOB here; BYTEA on PostgreSQL.
CREATE TABLE file_blobs (
  file_key VARCHAR(120) PRIMARY KEY,
  content BLOB NOT NULL,
  size_bytes BIGINT NOT NULL,
  created_at VARCHAR(30) NOT NULL
);
