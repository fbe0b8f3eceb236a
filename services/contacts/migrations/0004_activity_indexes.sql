-- Up Migration
-- The dashboard's chart counts the messages of each of the last days, read or not: a range read of
-- this index (the list's index leads with the read flag).
CREATE INDEX messages_by_created ON contacts.messages (created_at);

-- Down Migration
DROP INDEX contacts.messages_by_created;
