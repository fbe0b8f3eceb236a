-- Up Migration
-- The dashboard's chart counts the votes of each of the last days: a range read of this index.
CREATE INDEX votes_by_created ON suggestions.votes (created_at);

-- Down Migration
DROP INDEX suggestions.votes_by_created;
