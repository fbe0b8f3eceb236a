-- Up Migration
-- The figures are now kept once per statement instead of once per row. Row by row, a statement that
-- touches many messages (an import, «mark all read», a purge) updated the one figures row as many
-- times in one transaction, each update leaving a version of that row the next one had to walk past:
-- 100,000 inserted messages took minutes. Per statement, from the transition tables, it is one update.
-- PostgreSQL allows transition tables only on a trigger for one event and without a column list,
-- hence three triggers, and an UPDATE that leaves every read flag as it was changes nothing here.
DROP TRIGGER messages_figures ON contacts.messages;
DROP FUNCTION contacts.count_figures();

CREATE FUNCTION contacts.count_inserted_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE added bigint; added_unread bigint;
BEGIN
  SELECT count(*), count(*) FILTER (WHERE NOT read) INTO added, added_unread FROM inserted;
  IF added > 0 THEN
    UPDATE contacts.figures SET total = total + added, unread = unread + added_unread;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION contacts.count_deleted_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE removed bigint; removed_unread bigint;
BEGIN
  SELECT count(*), count(*) FILTER (WHERE NOT read) INTO removed, removed_unread FROM deleted;
  IF removed > 0 THEN
    UPDATE contacts.figures SET total = total - removed, unread = unread - removed_unread;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION contacts.count_updated_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE change bigint;
BEGIN
  SELECT (SELECT count(*) FROM after_update WHERE NOT read) - (SELECT count(*) FROM before_update WHERE NOT read) INTO change;
  IF change <> 0 THEN
    UPDATE contacts.figures SET unread = unread + change;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER messages_figures_insert AFTER INSERT ON contacts.messages
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION contacts.count_inserted_figures();
CREATE TRIGGER messages_figures_delete AFTER DELETE ON contacts.messages
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION contacts.count_deleted_figures();
CREATE TRIGGER messages_figures_update AFTER UPDATE ON contacts.messages
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update FOR EACH STATEMENT EXECUTE FUNCTION contacts.count_updated_figures();

-- Down Migration
DROP TRIGGER messages_figures_insert ON contacts.messages;
DROP TRIGGER messages_figures_delete ON contacts.messages;
DROP TRIGGER messages_figures_update ON contacts.messages;
DROP FUNCTION contacts.count_inserted_figures();
DROP FUNCTION contacts.count_deleted_figures();
DROP FUNCTION contacts.count_updated_figures();
CREATE FUNCTION contacts.count_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE contacts.figures SET total = total + 1, unread = unread + (NOT NEW.read)::int;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE contacts.figures SET total = total - 1, unread = unread - (NOT OLD.read)::int;
  ELSE
    UPDATE contacts.figures SET unread = unread + (NOT NEW.read)::int - (NOT OLD.read)::int;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER messages_figures AFTER INSERT OR DELETE OR UPDATE OF read
  ON contacts.messages FOR EACH ROW EXECUTE FUNCTION contacts.count_figures();
