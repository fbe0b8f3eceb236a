-- Up Migration
-- The administrators. `not_before` (seconds since the epoch) is the revocation watermark: a token
-- issued before it is refused. A password change moves it past every token issued so far.
CREATE TABLE admins (
  username text PRIMARY KEY,
  password_hash text NOT NULL,
  not_before bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz
);

-- Down Migration
DROP TABLE admins;
