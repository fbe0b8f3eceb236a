import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/*
 * Tracing costs nothing when it is off: a process started as the entry points start (the tracing
 * module first, then the kit and the gateway, from the built dist) loads no OpenTelemetry module
 * unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Every module resolved, ESM or CommonJS, is recorded.
 */
const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');
const dist = (file: string) => pathToFileURL(path.join(root, file)).href;

const HOOKS = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(process.env.RESOLVED_LOG, resolved.url + '\\n');
  return resolved;
}`;
const RECORDER = `import { register, Module } from 'node:module';
import { appendFileSync } from 'node:fs';
register('./hooks.mjs', import.meta.url);
const load = Module._load;
Module._load = function (request, ...rest) {
  appendFileSync(process.env.RESOLVED_LOG, request + '\\n');
  return load.call(this, request, ...rest);
};`;
const ENTRY = `const { initTracing } = await import('${dist('services/kit/dist/tracing/index.js')}');
await initTracing('orbita-test');
await import('${dist('services/kit/dist/index.js')}');
await import('${dist('gateway/dist/index.js')}');`;

async function modulesLoaded(env: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'orbita-tracing-off-'));
  try {
    await writeFile(path.join(dir, 'hooks.mjs'), HOOKS);
    await writeFile(path.join(dir, 'recorder.mjs'), RECORDER);
    await writeFile(path.join(dir, 'entry.mjs'), ENTRY);
    const log = path.join(dir, 'resolved.log');
    const { OTEL_EXPORTER_OTLP_ENDPOINT: _unset, ...inherited } = process.env;
    await run(process.execPath, ['--import', pathToFileURL(path.join(dir, 'recorder.mjs')).href, path.join(dir, 'entry.mjs')], {
      env: { ...inherited, ...env, RESOLVED_LOG: log },
      timeout: 60_000,
    });
    return (await readFile(log, 'utf8')).split('\n').filter(Boolean);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const otel = (modules: string[]) => modules.filter((name) => /@opentelemetry|@fastify\/otel/.test(name));

describe('tracing off by default', () => {
  it('loads no OpenTelemetry module when OTEL_EXPORTER_OTLP_ENDPOINT is unset', async () => {
    const modules = await modulesLoaded({});
    expect(modules.some((name) => name.includes('gateway/dist/index.js'))).toBe(true);
    expect(otel(modules)).toEqual([]);
  }, 90_000);

  it('loads the SDK and its instrumentations when it is set', async () => {
    const modules = await modulesLoaded({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:1', OTEL_TRACES_EXPORTER: 'otlp' });
    expect(otel(modules).some((name) => name.includes('instrumentation-pg'))).toBe(true);
  }, 90_000);
});
