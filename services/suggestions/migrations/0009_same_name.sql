-- Up Migration
-- A tool already suggested is shown to vote instead of being stored again: «Calcolo IMU»,
-- «calcolo imu» and «Calcolo-IMU» are one suggestion. The key is the name folded (accents plain,
-- lower case, only letters and digits), built from immutable built-ins so the embedded PGlite can
-- index it too; the service looks a new name up with the same expression.
CREATE INDEX suggestions_same_name ON suggestions.suggestions (
  (regexp_replace(lower(translate(tool_name,
    'ÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜàáâäèéêëìíîïòóôöùúûüÇçÑñ',
    'AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuuCcNn')), '[^a-z0-9]+', '', 'g'))
);

-- Down Migration
DROP INDEX suggestions.suggestions_same_name;
