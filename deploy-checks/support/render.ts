import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { ROOT, type Overlay } from './project.js';

/** The parts of a Kubernetes object every check reads; the rest is looked up by path. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function run(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; input?: string; cwd?: string } = {},
): CommandResult {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    input: options.input,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir(), ...options.env },
    maxBuffer: 32 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

export function parseObjects(text: string): KubeObject[] {
  return parseAllDocuments(text)
    .map((document) => document.toJS() as KubeObject | null)
    .filter((object): object is KubeObject => object !== null);
}

export function kustomize(overlay: Overlay): KubeObject[] {
  const result = run('kubectl', ['kustomize', `k8s/overlays/${overlay}`]);
  if (result.status !== 0) throw new Error(`kubectl kustomize k8s/overlays/${overlay} failed:\n${result.stderr}`);
  return parseObjects(result.stdout);
}

/** `docker-compose config` with exactly these variables (the repository's own `.env` is not read). */
export function composeConfig(variables: string): CommandResult {
  const folder = mkdtempSync(path.join(tmpdir(), 'orbita-compose-'));
  try {
    const envFile = path.join(folder, 'test.env');
    writeFileSync(envFile, variables);
    return run('docker-compose', ['--project-directory', ROOT, '--env-file', envFile, '-f', 'docker-compose.yml', 'config']);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export interface ComposeService {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string | null>;
  volumes?: string[];
  ports?: Array<string | { target: number; published: number | string }>;
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  read_only?: boolean;
  cap_drop?: string[];
  profiles?: string[];
}

/** The networks a Compose service joins, whether written as a list or as a map. */
export function networksOf(service: ComposeService | undefined): string[] {
  const networks = service?.networks ?? [];
  return Array.isArray(networks) ? networks : Object.keys(networks);
}

export interface ComposeModel {
  services: Record<string, ComposeService>;
  networks: Record<string, { internal?: boolean; ipam?: { config?: Array<{ subnet?: string; ip_range?: string }> } } | null>;
}

export function parseCompose(text: string): ComposeModel {
  return parse(text) as ComposeModel;
}

/** A `.env` made by the operators' own generator, so the check also covers it. */
export function generatedEnv(): string {
  const result = run('sh', ['deploy/generate-env.sh']);
  if (result.status !== 0) throw new Error(`deploy/generate-env.sh failed:\n${result.stderr}`);
  return result.stdout;
}
