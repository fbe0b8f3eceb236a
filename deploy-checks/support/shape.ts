import { isDeepStrictEqual } from 'node:util';
import type { Component } from './project.js';
import type { KubeObject } from './render.js';
import { named, podTemplate, type EnvVar } from './workloads.js';

/** The kinds every Node part has one of, named after it. */
export const PART_KINDS = ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget'];

const COMPONENT_LABEL = 'app.kubernetes.io/component';
/** Carried by the pods of a service that owns a schema, beside its DATABASE_URL. */
export const DATABASE_LABEL = 'orbita/database';

function generalise(value: unknown, component: Component, key = ''): unknown {
  if (key === COMPONENT_LABEL) return '<component>';
  if (value === component.port || value === String(component.port)) return '<port>';
  if (typeof value === 'string') return value.replaceAll(component.name, '<name>');
  if (Array.isArray(value)) return value.map((item) => generalise(item, component));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replaceAll(component.name, '<name>'), generalise(v, component, k)]));
  }
  return value;
}

/**
 * A part's object with what is its own taken out or named in general: its name and port, its
 * component label, whether it owns a schema, its container's settings and resources, its
 * autoscaler's bounds. What is left is what it shares with every other part.
 */
export function shapeOf(object: KubeObject, component: Component): unknown {
  const shape = structuredClone(generalise(object, component)) as KubeObject & { spec: Record<string, unknown> };
  if (object.kind === 'HorizontalPodAutoscaler') {
    delete shape.spec.minReplicas;
    delete shape.spec.maxReplicas;
  }
  if (object.kind === 'Deployment') {
    delete podTemplate(shape).metadata.labels[DATABASE_LABEL];
    for (const container of podTemplate(shape).spec.containers) {
      delete container.env;
      delete container.resources;
    }
  }
  return shape;
}

/** Where two values differ, as paths. */
export function differences(a: unknown, b: unknown, at = ''): string[] {
  if (isDeepStrictEqual(a, b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}/${key}`));
  }
  return [`${at}: ${JSON.stringify(a)} / ${JSON.stringify(b)}`];
}

/** Each part's settings, generalised, so that those it shares compare equal. */
export function settingsOf(objects: KubeObject[], component: Component): EnvVar[] {
  const deployment = named(objects, 'Deployment', component.name);
  return deployment ? (generalise(podTemplate(deployment).spec.containers[0]?.env ?? [], component) as EnvVar[]) : [];
}
