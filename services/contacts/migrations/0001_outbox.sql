-- Up Migration
-- Events written in the same transaction as the change they describe; relayed to NATS by the service.
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  subject text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX outbox_unpublished ON outbox (created_at) WHERE published_at IS NULL;

-- Down Migration
DROP TABLE outbox;
