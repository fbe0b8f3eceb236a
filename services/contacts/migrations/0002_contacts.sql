-- Up Migration
-- Messages sent from the contact page, kept until the admin deletes them. Names carry their
-- schema, as every query of the service does.
CREATE TABLE contacts.messages (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  subject text CHECK (subject IS NULL OR char_length(subject) BETWEEN 1 AND 200),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The admin list: newest first.
CREATE INDEX messages_by_created ON contacts.messages (created_at DESC, id);

-- Down Migration
DROP TABLE contacts.messages;
