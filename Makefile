# Orbita: `make run` starts the whole hub on http://localhost:8080; `make test` checks everything.
SHELL := /bin/bash
NPM_STAMP := node_modules/.package-lock.json

.PHONY: run run-services test test-node24 build install lint typecheck clean up down deploy-check bench bench-growth bench-tracing bench-files bench-seo

$(NPM_STAMP): package.json package-lock.json */package.json services/*/package.json
	npm install --no-audit --no-fund
	@touch $(NPM_STAMP)

install: $(NPM_STAMP)

build: install
	npx tsc -b
	npm run build -w frontend

## One process: gateway, the five services, the frontend build, PGlite, in-memory KV and bus.
run: build
	node launcher/dist/embedded.js

## Each service and the gateway as its own process, against Postgres, Redis and NATS.
run-services: build
	node launcher/dist/distributed.js

## Builds too (alongside lint and the typecheck), before the tests that run the build.
test: install
	node scripts/test.mjs

## The unit and integration tests (jest) on Node 24, the Node the images ship, beside the machine's Node
## (README.md, "Node versions"). Needs the build, as `make test` makes it: run after `make build` or `make test`.
test-node24: install
	bash scripts/test-node24.sh

lint: install
	node scripts/test.mjs lint

typecheck: install
	node scripts/test.mjs typecheck

clean:
	rm -rf */dist services/*/dist test-results

## Orbita against nginx, the qrcode package and its own two run modes, with the budgets of
## docs/PERFORMANCE.md checked; rewrites that file's generated part. Needs nginx and Chromium.
bench: build
	node bench/run.mjs

## Only the data-growth section of the bench (lists and list screens at 1,000, 20,000 and
## 100,000 rows, local distributed mode and Chromium); rewrites its own part of docs/PERFORMANCE.md.
bench-growth: build
	node bench/data-growth.mjs

## Only the tracing section of the bench: the embedded hub's idle size and the gateway's CPU per
## request with OTEL_EXPORTER_OTLP_ENDPOINT unset and set (to a local receiver the bench starts);
## rewrites its own part of docs/PERFORMANCE.md.
bench-tracing: build
	node bench/tracing.mjs

## Only the file tools' section of the bench: two 50-page PDFs merged, a 12-megapixel JPEG to WebP and HEIC to
## JPEG, a 100 MB PDF, in Chromium on the built pages; rewrites its own part of docs/PERFORMANCE.md.
## The HEIC is made by heif-enc (apt-get install libheif-examples).
bench-files: build
	node bench/file-tools.mjs

## Only Lighthouse SEO, on every page of the sitemap and an unknown address (the embedded hub).
bench-seo: build
	node bench/seo.mjs

## Docker Compose: build the images and start everything on http://localhost:8080.
## A first `make up` writes .env with fresh passwords and keys (deploy/generate-env.sh).
COMPOSE := $(shell docker compose version >/dev/null 2>&1 && echo "docker compose" || echo docker-compose)

.env:
	umask 077 && deploy/generate-env.sh > .env.new && mv .env.new .env
	@echo "Wrote .env with fresh secrets; keep it safe (docs/OPERATIONS.md)."

up: .env
	$(COMPOSE) up -d --build

down:
	$(COMPOSE) down

## The real images built with podman and docker-compose.yml run through podman's Docker API, checked
## as a visitor and an admin would, then everything removed (docs/OPERATIONS.md, 11.1). As root;
## base images are stand-ins made from Debian packages. Not part of `make test`; .ci/run runs it after
## the tests (ORBITA_DEPLOY_CHECK=0 leaves it out), its images built beside them.
deploy-check:
	bash scripts/deploy-check.sh
