-- Up Migration
-- The admin's search finds «D'Angelo» from «dangelo» and «Calcolo età» from «eta»: besides the
-- words as written, the column holds them folded the way the search folds what is typed
-- (apostrophes dropped, accented letters plain). translate() is immutable and built in, so it can
-- fill a generated column in every Postgres and in the embedded PGlite (unaccent is an extension).
DROP INDEX suggestions.suggestions_search;
ALTER TABLE suggestions.suggestions DROP COLUMN search;
ALTER TABLE suggestions.suggestions ADD COLUMN search tsvector
  GENERATED ALWAYS AS (
    to_tsvector('simple', tool_name || ' ' || description || ' ' || coalesce(email, ''))
    || to_tsvector('simple', translate(tool_name || ' ' || description,
      'ÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜàáâäèéêëìíîïòóôöùúûüÇçÑñ''’‘`´',
      'AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuuCcNn'))
  ) STORED;
CREATE INDEX suggestions_search ON suggestions.suggestions USING gin (search);

-- Down Migration
DROP INDEX suggestions.suggestions_search;
ALTER TABLE suggestions.suggestions DROP COLUMN search;
ALTER TABLE suggestions.suggestions ADD COLUMN search tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', tool_name || ' ' || description || ' ' || coalesce(email, ''))) STORED;
CREATE INDEX suggestions_search ON suggestions.suggestions USING gin (search);
