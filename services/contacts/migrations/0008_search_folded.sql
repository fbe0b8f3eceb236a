-- Up Migration
-- The admin's search finds «D'Angelo» from «dangelo» and «Niccolò» from «niccolo»: besides the
-- words as written, the column holds them folded the way the search folds what is typed
-- (apostrophes dropped, accented letters plain). translate() is immutable and built in, so it can
-- fill a generated column in every Postgres and in the embedded PGlite (unaccent is an extension).
DROP INDEX contacts.messages_search;
ALTER TABLE contacts.messages DROP COLUMN search;
ALTER TABLE contacts.messages ADD COLUMN search tsvector
  GENERATED ALWAYS AS (
    to_tsvector('simple', name || ' ' || email || ' ' || coalesce(subject, '') || ' ' || message)
    || to_tsvector('simple', translate(name || ' ' || coalesce(subject, '') || ' ' || message,
      'ÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜàáâäèéêëìíîïòóôöùúûüÇçÑñ''’‘`´',
      'AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuuCcNn'))
  ) STORED;
CREATE INDEX messages_search ON contacts.messages USING gin (search);

-- Down Migration
DROP INDEX contacts.messages_search;
ALTER TABLE contacts.messages DROP COLUMN search;
ALTER TABLE contacts.messages ADD COLUMN search tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || email || ' ' || coalesce(subject, '') || ' ' || message)) STORED;
CREATE INDEX messages_search ON contacts.messages USING gin (search);
