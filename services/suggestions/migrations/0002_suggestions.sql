-- Up Migration
-- Tool suggestions and the votes on them. `votes` on the suggestion is a counter kept in the same
-- transaction as the vote row, so the list sorts by it without counting; the vote rows are what
-- makes a vote count once per visitor. Names carry their schema, as every query of the service does.
CREATE TABLE suggestions.suggestions (
  id uuid PRIMARY KEY,
  tool_name text NOT NULL CHECK (char_length(tool_name) BETWEEN 1 AND 100),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 2000),
  category text NOT NULL DEFAULT 'Generale' CHECK (category IN (
    'Generale', 'Salute & Benessere', 'Produttività', 'Vita Quotidiana', 'Design & Creatività',
    'Matematica & Informatica', 'Educazione', 'Intrattenimento', 'Finanza', 'Altro'
  )),
  priority text NOT NULL DEFAULT 'media' CHECK (priority IN ('alta', 'media', 'bassa')),
  email text CHECK (email IS NULL OR char_length(email) BETWEEN 3 AND 254),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved')),
  votes integer NOT NULL DEFAULT 0 CHECK (votes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The public list: most votes first, then newest.
CREATE INDEX suggestions_by_votes ON suggestions.suggestions (votes DESC, created_at DESC, id);
-- The admin list: newest first.
CREATE INDEX suggestions_by_created ON suggestions.suggestions (created_at DESC, id);

CREATE TABLE suggestions.votes (
  suggestion_id uuid NOT NULL REFERENCES suggestions.suggestions (id) ON DELETE CASCADE,
  visitor_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (suggestion_id, visitor_id)
);

-- Down Migration
DROP TABLE suggestions.votes;
DROP TABLE suggestions.suggestions;
