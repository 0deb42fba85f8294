-- Documents (spec section 3 "Document upload", "My document"). The reference area administers
-- both tables; My Documents reads them. Dates are Y-m-d text; audit columns as everywhere.

CREATE TABLE content_types (
  id INTEGER PRIMARY KEY,
  name VARCHAR(100) NOT NULL UNIQUE,
  description VARCHAR(500) NOT NULL DEFAULT '',
  created_at VARCHAR(30) NOT NULL,
  created_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_at VARCHAR(30) NOT NULL,
  updated_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL
);

-- filename: the internal storage id of the file under DATA_DIR/files/documents (never the
-- user's name for it); original_filename: the name the download is saved under.
-- Who sees a document: distribution Generic = every customer, Customer = customer_id,
-- Customer group = the group's members; a document with a quote_nr (content type Offer)
-- reaches the quote's customer and names neither customer nor group. Shown from
-- publication_date up to and including expiration_date.
CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  name VARCHAR(200) NOT NULL,
  filename VARCHAR(100) NOT NULL UNIQUE,
  original_filename VARCHAR(255) NOT NULL,
  mime_type VARCHAR(120) NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  content_type_id INTEGER NOT NULL REFERENCES content_types (id) ON DELETE RESTRICT,
  quote_nr VARCHAR(50) NULL,
  distribution_type VARCHAR(20) NULL CHECK (distribution_type IN ('Generic', 'Customer', 'Customer group')),
  customer_id INTEGER NULL REFERENCES customers (id) ON DELETE CASCADE,
  customer_group_id INTEGER NULL REFERENCES customer_groups (id) ON DELETE CASCADE,
  publication_date VARCHAR(10) NOT NULL,
  expiration_date VARCHAR(10) NULL,
  created_at VARCHAR(30) NOT NULL,
  created_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_at VARCHAR(30) NOT NULL,
  updated_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL,
  CHECK (quote_nr IS NULL OR (customer_id IS NULL AND customer_group_id IS NULL)),
  CHECK (distribution_type IS NOT NULL OR quote_nr IS NOT NULL),
  CHECK (expiration_date IS NULL OR expiration_date >= publication_date)
);

-- One index per way in: by organisation, by group, by quote, and the Generic ones by date.
CREATE INDEX documents_customer ON documents (customer_id, publication_date);
CREATE INDEX documents_group ON documents (customer_group_id, publication_date);
CREATE INDEX documents_quote ON documents (quote_nr);
CREATE INDEX documents_distribution ON documents (distribution_type, publication_date);
CREATE INDEX documents_content_type ON documents (content_type_id);
