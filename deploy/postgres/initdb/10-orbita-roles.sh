#!/bin/sh
# One Postgres role per service, each owning its own schema and nothing else:
#   suggestions -> schema suggestions, contacts -> contacts, admin_auth -> admin_auth
#   (tools and ai-vision keep no data).
# Run by the postgres image on its first start (docker-entrypoint-initdb.d). Safe to run again
# against an existing database, by hand or against a managed Postgres, to create what is missing
# and to set new passwords:
#   PGHOST=... PGPORT=5432 PGPASSWORD=... POSTGRES_USER=<admin> POSTGRES_DB=orbita \
#   SUGGESTIONS_DB_PASSWORD=... CONTACTS_DB_PASSWORD=... ADMIN_AUTH_DB_PASSWORD=... \
#   sh 10-orbita-roles.sh
set -e
: "${POSTGRES_USER:?POSTGRES_USER is not set}"
: "${POSTGRES_DB:?POSTGRES_DB is not set}"
: "${SUGGESTIONS_DB_PASSWORD:?SUGGESTIONS_DB_PASSWORD is not set}"
: "${CONTACTS_DB_PASSWORD:?CONTACTS_DB_PASSWORD is not set}"
: "${ADMIN_AUTH_DB_PASSWORD:?ADMIN_AUTH_DB_PASSWORD is not set}"

psql --no-psqlrc -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v database="$POSTGRES_DB" \
  -v suggestions_password="$SUGGESTIONS_DB_PASSWORD" \
  -v contacts_password="$CONTACTS_DB_PASSWORD" \
  -v admin_auth_password="$ADMIN_AUTH_DB_PASSWORD" <<'SQL'
-- Nobody connects or creates objects unless granted below.
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
REVOKE ALL ON SCHEMA public FROM PUBLIC;

SELECT format('CREATE ROLE %I LOGIN', name) FROM unnest(ARRAY['suggestions', 'contacts', 'admin_auth']) AS name
 WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = name) \gexec

ALTER ROLE suggestions LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'suggestions_password';
ALTER ROLE contacts LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'contacts_password';
ALTER ROLE admin_auth LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'admin_auth_password';

-- A managed Postgres's admin is no superuser: it must be a member of a role to give it a schema.
GRANT suggestions, contacts, admin_auth TO CURRENT_USER;

CREATE SCHEMA IF NOT EXISTS suggestions AUTHORIZATION suggestions;
CREATE SCHEMA IF NOT EXISTS contacts AUTHORIZATION contacts;
CREATE SCHEMA IF NOT EXISTS admin_auth AUTHORIZATION admin_auth;

GRANT CONNECT ON DATABASE :"database" TO suggestions, contacts, admin_auth;
ALTER ROLE suggestions SET search_path = suggestions;
ALTER ROLE contacts SET search_path = contacts;
ALTER ROLE admin_auth SET search_path = admin_auth;
SQL
