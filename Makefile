# Orbita: `make run` starts the whole hub on http://localhost:8080; `make test` checks everything.
SHELL := /bin/bash
NPM_STAMP := node_modules/.package-lock.json

.PHONY: run run-services test build install lint typecheck clean

$(NPM_STAMP): package.json package-lock.json */package.json services/*/package.json
	npm ci --no-audit --no-fund
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

test: build
	node scripts/test.mjs

lint: install
	node scripts/test.mjs lint

typecheck: install
	node scripts/test.mjs typecheck

clean:
	rm -rf */dist services/*/dist test-results
