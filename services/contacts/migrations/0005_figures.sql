-- Up Migration
-- The dashboard's two contact figures as counters in one row, kept by a trigger in the
-- transaction of every change to a message (insert, delete, marked read), so reading them costs
-- the same at any size of the table and they stay exact. New messages update this row one after
-- the other; each holds it only until its short transaction commits.
CREATE TABLE contacts.figures (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  total bigint NOT NULL CHECK (total >= 0),
  unread bigint NOT NULL CHECK (unread >= 0)
);

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

-- No message may change between the count below and the trigger taking over.
LOCK TABLE contacts.messages IN SHARE ROW EXCLUSIVE MODE;
INSERT INTO contacts.figures (total, unread) SELECT count(*), count(*) FILTER (WHERE NOT read) FROM contacts.messages;
CREATE TRIGGER messages_figures AFTER INSERT OR DELETE OR UPDATE OF read
  ON contacts.messages FOR EACH ROW EXECUTE FUNCTION contacts.count_figures();

-- Down Migration
DROP TRIGGER messages_figures ON contacts.messages;
DROP FUNCTION contacts.count_figures();
DROP TABLE contacts.figures;
