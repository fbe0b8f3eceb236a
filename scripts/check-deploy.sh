#!/usr/bin/env bash
# Offline checks of the deployment files (no container engine, no cluster needed):
# `docker-compose config` on docker-compose.yml, `kubectl kustomize` on each overlay, schema
# validation of every rendered object, the consistency of Dockerfiles, Compose and Kubernetes
# with the gateway's route table, the frontend's nginx configuration and the Postgres roles.
#
#   scripts/check-deploy.sh                 install what is missing (as root), then run the checks
#   scripts/check-deploy.sh --install-only  only install what is missing
#
# Missing Debian packages are installed when running as root; otherwise the checks that need
# them are skipped, each with its reason in the test report.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v docker-compose >/dev/null || missing+=(docker-compose)
command -v openssl >/dev/null || missing+=(openssl)
if ! command -v kubectl >/dev/null; then
  # Debian names it kubernetes-client; some repositories ship a newer `kubectl` package.
  if apt-cache policy kubectl 2>/dev/null | grep -q 'Candidate: [0-9]'; then
    missing+=(kubectl)
  else
    missing+=(kubernetes-client)
  fi
fi

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "check-deploy: installing ${missing[*]}"
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >/dev/null; then
      echo "check-deploy: could not install ${missing[*]}; the checks that need them are skipped" >&2
    fi
  else
    echo "check-deploy: ${missing[*]} missing and not root: the checks that need them are skipped" >&2
    echo "check-deploy: install them with: sudo apt-get install ${missing[*]}" >&2
  fi
fi

if command -v kubectl >/dev/null; then
  kustomize=$(kubectl version --client -o json 2>/dev/null | sed -n 's/.*"kustomizeVersion": *"v\{0,1\}\([0-9]*\.[0-9]*\).*/\1/p')
  major=${kustomize%%.*} minor=${kustomize#*.}
  if [ -z "$kustomize" ] || [ "$major" -lt 4 ] || { [ "$major" -eq 4 ] && [ "$minor" -lt 1 ]; }; then
    echo "check-deploy: kubectl embeds kustomize ${kustomize:-?}; the overlays need v4.1 or later (kubectl 1.22+): kustomize checks skipped" >&2
  fi
fi

if [ "${1:-}" = "--install-only" ]; then exit 0; fi
exec npx jest --ci deploy-checks
