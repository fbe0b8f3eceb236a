-- Up Migration
-- The admin list is read a page at a time, after the key of the last row shown (keyset
-- pagination): unread messages first, then newest. `NOT read` is true for an unread message, so
-- the key (NOT read, created_at, id) read backwards is that order, and a row comparison
-- `(NOT read, created_at, id) < (…)` names exactly the rows after the cursor.
DROP INDEX contacts.messages_by_created;
CREATE INDEX messages_by_unread_created ON contacts.messages ((NOT read), created_at, id);
-- The unread count of the dashboard: only the unread rows are in this index.
CREATE INDEX messages_unread ON contacts.messages (created_at) WHERE NOT read;
-- The admin's search by name, e-mail and text: full-text search with the `simple` configuration
-- (no stemming, so names and addresses stay whole words; prefixes match with `:*`). pg_trgm would
-- also find inner fragments, but it is an extension that the embedded PGlite does not load and
-- that a service's own role may not create; full text is part of every Postgres.
-- The words are kept in a column, so that a search that walks the list's index (as the planner
-- does when it expects many matches) checks each row without parsing its text again.
ALTER TABLE contacts.messages ADD COLUMN search tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || email || ' ' || coalesce(subject, '') || ' ' || message)) STORED;
CREATE INDEX messages_search ON contacts.messages USING gin (search);

-- Down Migration
DROP INDEX contacts.messages_search;
ALTER TABLE contacts.messages DROP COLUMN search;
DROP INDEX contacts.messages_unread;
DROP INDEX contacts.messages_by_unread_created;
CREATE INDEX messages_by_created ON contacts.messages (created_at DESC, id);
