-- Up Migration
-- The lists are read a page at a time, after the key of the last row shown (keyset pagination):
-- each order below is one index read from where the previous page ended, whatever the table's size.
-- Every key ends with the id, in the same direction as the rest, so a row comparison
-- `(votes, created_at, id) < (…)` names exactly the rows after the cursor.

-- The public list: most votes, then newest (read backwards).
DROP INDEX suggestions.suggestions_by_votes;
CREATE INDEX suggestions_by_votes ON suggestions.suggestions (votes, created_at, id);
-- The same order within one category (the modal's chips).
CREATE INDEX suggestions_by_category_votes ON suggestions.suggestions (category, votes, created_at, id);
-- The admin list: newest first (read backwards).
DROP INDEX suggestions.suggestions_by_created;
CREATE INDEX suggestions_by_created ON suggestions.suggestions (created_at, id);
-- The figures of the modal and of the dashboard: counted from this index alone, without the table.
CREATE INDEX suggestions_figures ON suggestions.suggestions (category, priority, votes);
-- The admin's search by name, e-mail and text: full-text search with the `simple` configuration
-- (no stemming, so names and addresses stay whole words; prefixes match with `:*`). pg_trgm would
-- also find inner fragments, but it is an extension that the embedded PGlite does not load and
-- that a service's own role may not create; full text is part of every Postgres.
-- The words are kept in a column, so that a search that walks the newest-first index (as the
-- planner does when it expects many matches) checks each row without parsing its text again.
ALTER TABLE suggestions.suggestions ADD COLUMN search tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', tool_name || ' ' || description || ' ' || coalesce(email, ''))) STORED;
CREATE INDEX suggestions_search ON suggestions.suggestions USING gin (search);

-- Down Migration
DROP INDEX suggestions.suggestions_search;
ALTER TABLE suggestions.suggestions DROP COLUMN search;
DROP INDEX suggestions.suggestions_figures;
DROP INDEX suggestions.suggestions_by_created;
CREATE INDEX suggestions_by_created ON suggestions.suggestions (created_at DESC, id);
DROP INDEX suggestions.suggestions_by_category_votes;
DROP INDEX suggestions.suggestions_by_votes;
CREATE INDEX suggestions_by_votes ON suggestions.suggestions (votes DESC, created_at DESC, id);
