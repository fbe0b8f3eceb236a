import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './project.js';
import type { KubeObject } from './render.js';

interface Model {
  validate(): void;
}
type ModelClass = new (data: unknown) => Model;

export function describeObject(object: KubeObject): string {
  return `${object.kind}/${object.metadata?.name ?? '?'}`;
}

/**
 * Checks one object against the Kubernetes API's OpenAPI schema (types, required fields,
 * formats), as compiled into the `kubernetes-models` package (Kubernetes 1.30).
 */
export async function schemaErrors(object: KubeObject): Promise<string[]> {
  let models: Record<string, ModelClass>;
  try {
    models = (await import(`kubernetes-models/${object.apiVersion}/${object.kind}`)) as Record<string, ModelClass>;
  } catch {
    return [`${describeObject(object)}: no Kubernetes schema for ${object.apiVersion} ${object.kind}`];
  }
  const ModelOfKind = models[object.kind];
  if (!ModelOfKind) return [`${describeObject(object)}: no Kubernetes schema for ${object.kind}`];
  try {
    new ModelOfKind(object).validate();
    return [];
  } catch (error) {
    return [`${describeObject(object)}: ${(error as Error).message}`];
  }
}

const VIRTUAL_FILE = path.join(ROOT, 'deploy-checks', '__rendered-objects__.ts');
const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  types: [],
};

/** `null` is how the API spells "not set" (kubectl writes `creationTimestamp: null`). */
const withoutNulls = (_key: string, value: unknown) => (value === null ? undefined : value);

function sourceOf(objects: KubeObject[]): { text: string; starts: number[] } {
  const lines = objects.map(
    (object, i) => `import type { I${object.kind} as T${i} } from 'kubernetes-models/${object.apiVersion}/${object.kind}';`,
  );
  const starts: number[] = [];
  objects.forEach((object, i) => {
    starts.push(lines.length);
    lines.push(...`export const o${i}: T${i} = ${JSON.stringify(object, withoutNulls, 2)};`.split('\n'));
  });
  return { text: lines.join('\n'), starts };
}

function compilerHost(text: string): ts.CompilerHost {
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, version, ...rest) =>
    name === VIRTUAL_FILE ? ts.createSourceFile(name, text, version, true) : getSourceFile.call(host, name, version, ...rest);
  host.fileExists = (name) => name === VIRTUAL_FILE || fileExists.call(host, name);
  host.readFile = (name) => (name === VIRTUAL_FILE ? text : readFile.call(host, name));
  return host;
}

/**
 * What the OpenAPI schema lets through but the API server's strict field validation (and
 * `kubectl apply`) refuses: a field the object's type does not have, such as a misspelt probe.
 * The objects are type-checked as object literals against the API types, whose excess-property
 * check finds exactly those.
 */
export function unknownFieldErrors(objects: KubeObject[]): string[] {
  const { text, starts } = sourceOf(objects);
  const program = ts.createProgram([VIRTUAL_FILE], COMPILER_OPTIONS, compilerHost(text));
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line;
    const index = starts.findLastIndex((start) => start <= line);
    return `${index >= 0 ? describeObject(objects[index]!) : 'imports'}: ${message}`;
  });
}
