-- The header's search (modules/search): prefix ranges on the upper-cased references, each led by
-- the scope's column, so a search reads one narrow index range per organisation of the selection.
CREATE INDEX shipments_search_reference ON shipments (customer_id, UPPER(shipmentid));
CREATE INDEX shipments_search_order ON shipments (customer_id, UPPER(order_ref));
CREATE INDEX quotes_search_number ON quotes (customer_id, UPPER(quote_nr));
CREATE INDEX documents_search_name ON documents (UPPER(name));
