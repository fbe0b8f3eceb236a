-- Up Migration
-- The figures are now kept once per statement instead of once per row. Row by row, a statement that
-- touches many suggestions (an import, a purge, a bulk change of category) updated each category's
-- row as many times in one transaction, each update leaving a version of that row the next one had to
-- walk past: 100,000 inserted suggestions took minutes. Per statement, from the transition tables, it
-- is one change per category. PostgreSQL allows transition tables only on a trigger for one event and
-- without a column list, hence three triggers.
DROP TRIGGER suggestions_figures ON suggestions.suggestions;
DROP FUNCTION suggestions.count_figures();

-- New suggestions only add: a category seen for the first time gets its row, or adds to the one
-- another transaction has just made.
CREATE FUNCTION suggestions.count_inserted_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO suggestions.figures AS f (category, suggestions, votes, high_priority)
  SELECT category, count(*), coalesce(sum(votes), 0), count(*) FILTER (WHERE priority = 'alta') FROM inserted GROUP BY category
  ON CONFLICT (category) DO UPDATE
  SET suggestions = f.suggestions + EXCLUDED.suggestions, votes = f.votes + EXCLUDED.votes, high_priority = f.high_priority + EXCLUDED.high_priority;
  RETURN NULL;
END
$$;

-- Deleted suggestions were counted in their category's row, which therefore exists.
CREATE FUNCTION suggestions.count_deleted_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE suggestions.figures AS f
  SET suggestions = f.suggestions - d.suggestions, votes = f.votes - d.votes, high_priority = f.high_priority - d.high_priority
  FROM (SELECT category, count(*) AS suggestions, coalesce(sum(votes), 0) AS votes, count(*) FILTER (WHERE priority = 'alta') AS high_priority
        FROM deleted GROUP BY category) AS d
  WHERE f.category = d.category;
  RETURN NULL;
END
$$;

-- An update moves counts between categories (or changes votes and priority within one). A category
-- whose change has a negative part had rows before, so its row exists and is updated; one that only
-- gains may be new and is inserted. A change that adds up to nothing (an approval, say) writes nothing.
CREATE FUNCTION suggestions.count_updated_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH change AS (
    SELECT category, sum(suggestions) AS suggestions, sum(votes) AS votes, sum(high_priority) AS high_priority
    FROM (SELECT category, -1 AS suggestions, -votes AS votes, -(priority = 'alta')::int AS high_priority FROM before_update
          UNION ALL
          SELECT category, 1, votes, (priority = 'alta')::int FROM after_update) AS rows
    GROUP BY category
  ), shrinking AS (
    UPDATE suggestions.figures AS f
    SET suggestions = f.suggestions + c.suggestions, votes = f.votes + c.votes, high_priority = f.high_priority + c.high_priority
    FROM change AS c
    WHERE f.category = c.category AND (c.suggestions < 0 OR c.votes < 0 OR c.high_priority < 0)
  )
  INSERT INTO suggestions.figures AS f (category, suggestions, votes, high_priority)
  SELECT category, suggestions, votes, high_priority FROM change
  WHERE suggestions >= 0 AND votes >= 0 AND high_priority >= 0 AND (suggestions, votes, high_priority) <> (0, 0, 0)
  ON CONFLICT (category) DO UPDATE
  SET suggestions = f.suggestions + EXCLUDED.suggestions, votes = f.votes + EXCLUDED.votes, high_priority = f.high_priority + EXCLUDED.high_priority;
  RETURN NULL;
END
$$;

CREATE TRIGGER suggestions_figures_insert AFTER INSERT ON suggestions.suggestions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION suggestions.count_inserted_figures();
CREATE TRIGGER suggestions_figures_delete AFTER DELETE ON suggestions.suggestions
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION suggestions.count_deleted_figures();
CREATE TRIGGER suggestions_figures_update AFTER UPDATE ON suggestions.suggestions
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update FOR EACH STATEMENT EXECUTE FUNCTION suggestions.count_updated_figures();

-- Down Migration
DROP TRIGGER suggestions_figures_insert ON suggestions.suggestions;
DROP TRIGGER suggestions_figures_delete ON suggestions.suggestions;
DROP TRIGGER suggestions_figures_update ON suggestions.suggestions;
DROP FUNCTION suggestions.count_inserted_figures();
DROP FUNCTION suggestions.count_deleted_figures();
DROP FUNCTION suggestions.count_updated_figures();
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
CREATE TRIGGER suggestions_figures AFTER INSERT OR DELETE OR UPDATE OF category, priority, votes
  ON suggestions.suggestions FOR EACH ROW EXECUTE FUNCTION suggestions.count_figures();
