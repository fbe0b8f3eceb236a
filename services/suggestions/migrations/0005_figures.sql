-- Up Migration
-- The modal's and the dashboard's figures as counters per category, kept by a trigger in the
-- transaction of every change to a suggestion (insert, delete, a vote, a change of category or
-- priority), so reading them costs the same at any size of the table and they stay exact.
-- A vote also updates its category's row here: votes of one category are counted one after the
-- other (each already locks its suggestion's row for as long).
CREATE TABLE suggestions.figures (
  category text PRIMARY KEY,
  suggestions bigint NOT NULL DEFAULT 0 CHECK (suggestions >= 0),
  votes bigint NOT NULL DEFAULT 0 CHECK (votes >= 0),
  high_priority bigint NOT NULL DEFAULT 0 CHECK (high_priority >= 0)
);

CREATE FUNCTION suggestions.count_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE suggestions.figures
    SET suggestions = suggestions - 1, votes = votes - OLD.votes, high_priority = high_priority - (OLD.priority = 'alta')::int
    WHERE category = OLD.category;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO suggestions.figures AS f (category, suggestions, votes, high_priority)
    VALUES (NEW.category, 1, NEW.votes, (NEW.priority = 'alta')::int)
    ON CONFLICT (category) DO UPDATE
    SET suggestions = f.suggestions + 1, votes = f.votes + EXCLUDED.votes, high_priority = f.high_priority + EXCLUDED.high_priority;
  END IF;
  RETURN NULL;
END
$$;

-- No suggestion may change between the count below and the trigger taking over.
LOCK TABLE suggestions.suggestions IN SHARE ROW EXCLUSIVE MODE;
INSERT INTO suggestions.figures (category, suggestions, votes, high_priority)
SELECT category, count(*), coalesce(sum(votes), 0), count(*) FILTER (WHERE priority = 'alta')
FROM suggestions.suggestions GROUP BY category;
CREATE TRIGGER suggestions_figures AFTER INSERT OR DELETE OR UPDATE OF category, priority, votes
  ON suggestions.suggestions FOR EACH ROW EXECUTE FUNCTION suggestions.count_figures();
-- The figures were counted from this index; the counters replace it.
DROP INDEX suggestions.suggestions_figures;

-- Down Migration
CREATE INDEX suggestions_figures ON suggestions.suggestions (category, priority, votes);
DROP TRIGGER suggestions_figures ON suggestions.suggestions;
DROP FUNCTION suggestions.count_figures();
DROP TABLE suggestions.figures;
