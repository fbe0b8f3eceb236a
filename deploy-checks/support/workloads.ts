import type { KubeObject } from './render.js';

export interface Probe {
  httpGet?: { path: string; port: number | string };
  exec?: { command: string[] };
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}

export interface Container {
  name: string;
  image: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: EnvVar[];
  envFrom?: Array<{ configMapRef?: { name: string } }>;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    runAsNonRoot?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: Array<{ name: string; mountPath: string; readOnly?: boolean }>;
}

export interface PodSpec {
  containers: Container[];
  volumes?: Array<{ name: string; configMap?: { name: string }; emptyDir?: { sizeLimit?: string } }>;
  automountServiceAccountToken?: boolean;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
}

export interface PodTemplate {
  metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
  spec: PodSpec;
}

export const WORKLOAD_KINDS = ['Deployment', 'StatefulSet'];

export function ofKind(objects: KubeObject[], kind: string): KubeObject[] {
  return objects.filter((object) => object.kind === kind);
}

export function named(objects: KubeObject[], kind: string, name: string): KubeObject | undefined {
  return objects.find((object) => object.kind === kind && object.metadata.name === name);
}

export function workloads(objects: KubeObject[]): KubeObject[] {
  return objects.filter((object) => WORKLOAD_KINDS.includes(object.kind));
}

export function podTemplate(workload: KubeObject): PodTemplate {
  return (workload.spec as { template: PodTemplate }).template;
}

export function mainContainer(workload: KubeObject): Container {
  const containers = podTemplate(workload).spec.containers;
  return containers.find((c) => c.name === workload.metadata.name) ?? containers[0]!;
}

export function containerPort(container: Container, name: string): number | undefined {
  return container.ports?.find((port) => port.name === name)?.containerPort;
}

/** Every value a container's environment gets: its own `env`, then the referenced ConfigMaps. */
export function environmentOf(container: Container, objects: KubeObject[]): Map<string, EnvVar> {
  const variables = new Map<string, EnvVar>();
  for (const source of container.envFrom ?? []) {
    const configMap = source.configMapRef && named(objects, 'ConfigMap', source.configMapRef.name);
    for (const [name, value] of Object.entries((configMap?.data as Record<string, string>) ?? {})) {
      variables.set(name, { name, value });
    }
  }
  for (const variable of container.env ?? []) variables.set(variable.name, variable);
  return variables;
}
