import type { KubeObject } from './render.js';
import { podTemplate, workloads } from './workloads.js';

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{ key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }>;
}

interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
}

interface IngressRule {
  from?: Peer[];
  ports?: Array<{ port?: number | string; protocol?: string }>;
}

interface PolicySpec {
  podSelector: LabelSelector;
  policyTypes?: string[];
  ingress?: IngressRule[];
}

/** A pod as a network policy sees it: its labels, its namespace, its named ports. */
export interface Pod {
  labels: Record<string, string>;
  namespace: string;
  ports?: Record<string, number>;
}

export function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every((expression) => {
    const value = labels[expression.key];
    switch (expression.operator) {
      case 'In':
        return value !== undefined && (expression.values ?? []).includes(value);
      case 'NotIn':
        return value === undefined || !(expression.values ?? []).includes(value);
      case 'Exists':
        return value !== undefined;
      case 'DoesNotExist':
        return value === undefined;
    }
  });
  return byLabels && byExpressions;
}

function peerMatches(peer: Peer, source: Pod, policyNamespace: string): boolean {
  const namespaceLabels = { 'kubernetes.io/metadata.name': source.namespace };
  const inNamespace = peer.namespaceSelector ? selects(peer.namespaceSelector, namespaceLabels) : source.namespace === policyNamespace;
  return inNamespace && (!peer.podSelector || selects(peer.podSelector, source.labels));
}

function portMatches(rule: IngressRule, target: Pod, port: string): boolean {
  if (!rule.ports || rule.ports.length === 0) return true;
  const number = target.ports?.[port];
  return rule.ports.some((allowed) => allowed.port === undefined || allowed.port === port || allowed.port === number);
}

/** Kubernetes semantics: a pod no ingress policy selects takes every connection; else one rule must allow it. */
export function ingressAllowed(policies: KubeObject[], source: Pod, target: Pod, port: string): boolean {
  const applying = policies.filter((policy) => {
    const spec = policy.spec as PolicySpec;
    const types = spec.policyTypes ?? ['Ingress'];
    return policy.metadata.namespace === target.namespace && types.includes('Ingress') && selects(spec.podSelector, target.labels);
  });
  if (applying.length === 0) return true;
  return applying.some((policy) =>
    ((policy.spec as PolicySpec).ingress ?? []).some(
      (rule) =>
        (!rule.from || rule.from.length === 0 || rule.from.some((peer) => peerMatches(peer, source, target.namespace))) &&
        portMatches(rule, target, port),
    ),
  );
}

/** The pods of a rendered overlay, by workload name. */
export function podsOf(objects: KubeObject[]): Map<string, Pod> {
  return new Map(
    workloads(objects).map((workload) => {
      const template = podTemplate(workload);
      const ports = Object.fromEntries(
        template.spec.containers.flatMap((c) => (c.ports ?? []).filter((p) => p.name).map((p) => [p.name!, p.containerPort])),
      );
      return [workload.metadata.name, { labels: template.metadata.labels, namespace: workload.metadata.namespace ?? 'default', ports }];
    }),
  );
}
