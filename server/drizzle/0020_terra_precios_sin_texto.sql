-- Issue 25: a price no longer carries a searched text of its own. The generated column normalised
-- the five names of every inserted price (immutable_unaccent, a SQL function PostgreSQL cannot
-- inline), which an import of 100,000 prices paid row by row, while the list's search reads the
-- products' and distributors' own search_text (migration 0015): a term is in a price exactly when
-- it is in its product's text or its distributor's name. Dropping a column rewrites nothing.
ALTER TABLE "precios_productos" DROP COLUMN "search_text";
