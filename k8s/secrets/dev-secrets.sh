#!/bin/sh
# Prints every Secret the dev overlay needs, with fresh random passwords and a fresh Ed25519
# key pair, as YAML for `kubectl apply -f -`. Run it once: new passwords do not reach a
# Postgres whose data volume already exists.
#   k8s/secrets/dev-secrets.sh | kubectl apply -f -
# Optional: OPENAI_API_KEY=... in the environment to enable the food photo analysis.
set -eu
command -v openssl >/dev/null || { echo "openssl is required" >&2; exit 1; }
command -v kubectl >/dev/null || { echo "kubectl is required" >&2; exit 1; }

namespace=orbita
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
password() { openssl rand -hex 24; }

openssl genpkey -algorithm ed25519 -out "$work/admin-jwt.pem" 2>/dev/null
openssl pkey -in "$work/admin-jwt.pem" -pubout -out "$work/admin-jwt.pub.pem"
postgres_password=$(password)
suggestions=$(password)
contacts=$(password)
admin_auth=$(password)
database=postgres.$namespace.svc:5432/orbita

secret() { kubectl create secret generic "$@" --namespace "$namespace" --dry-run=client -o yaml; }

echo "apiVersion: v1
kind: Namespace
metadata:
  name: $namespace
  labels:
    pod-security.kubernetes.io/enforce: restricted
    pod-security.kubernetes.io/enforce-version: latest
---"
secret orbita-postgres \
  --from-literal=postgres-password="$postgres_password" \
  --from-literal=suggestions-password="$suggestions" \
  --from-literal=contacts-password="$contacts" \
  --from-literal=admin-auth-password="$admin_auth"
echo ---
secret orbita-connections \
  --from-literal=suggestions-database-url="postgres://suggestions:$suggestions@$database" \
  --from-literal=contacts-database-url="postgres://contacts:$contacts@$database" \
  --from-literal=admin-auth-database-url="postgres://admin_auth:$admin_auth@$database" \
  --from-literal=redis-url="redis://redis.$namespace.svc:6379" \
  --from-literal=nats-url="nats://nats.$namespace.svc:4222"
echo ---
secret orbita-admin \
  --from-file=jwt-private-key="$work/admin-jwt.pem" \
  --from-file=jwt-public-key="$work/admin-jwt.pub.pem"
echo ---
secret orbita-openai --from-literal=api-key="${OPENAI_API_KEY:-}"
