#!/bin/sh
# Run by the nginx image's entrypoint before nginx starts (frontend/Dockerfile copies it into
# /docker-entrypoint.d/): writes ORBITA_SITE_URL, the site's public address, for default.conf,
# which puts it into each page's canonical address and Open Graph card, sitemap.xml and robots.txt.
# Unset, the file says so and nginx uses the address each request came to. The file system is
# read-only but /tmp (a tmpfs in docker-compose.yml, an emptyDir in Kubernetes); the argument names
# another file, for a test.
set -eu
file="${1:-/tmp/orbita-site-url.conf}"
url="${ORBITA_SITE_URL:-}"
while [ "${url%/}" != "$url" ]; do url="${url%/}"; done
# Written into nginx's configuration and into pages: only an address's characters, no quote, $ or ;.
if [ -n "$url" ] && ! printf '%s' "$url" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[A-Za-z0-9._~%/-]*)?$'; then
  echo "ORBITA_SITE_URL non valido: «$url» (atteso per esempio https://orbita.example.it)" >&2
  exit 1
fi
printf 'map $host $orbita_configured_site_url {\n    default "%s";\n}\n' "$url" > "$file"
