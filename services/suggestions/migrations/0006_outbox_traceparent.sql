-- Up Migration
-- The W3C trace context of the request that wrote the event, while tracing is on, so the relay
-- publishing it later continues the same trace. Null when tracing is off.
ALTER TABLE outbox ADD COLUMN traceparent text;

-- Down Migration
ALTER TABLE outbox DROP COLUMN traceparent;
