import { fileURLToPath } from 'node:url';
import { SERVICES, type ServiceName } from '@orbita/proto-types';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A deployable part of Orbita: a service, the gateway or the frontend. */
export interface Component {
  name: string;
  /** Folder of its workspace. */
  folder: string;
  port: number;
  kind: 'service' | 'gateway' | 'frontend';
}

export const METRICS_PORT = 9464;

export function serviceComponent(name: ServiceName): Component {
  return { name, folder: `services/${name}`, port: SERVICES[name].port, kind: 'service' };
}

export const GATEWAY: Component = { name: 'gateway', folder: 'gateway', port: 8080, kind: 'gateway' };
export const FRONTEND: Component = { name: 'frontend', folder: 'frontend', port: 8080, kind: 'frontend' };

/** The Dockerfile of the gateway and of every service. */
export const NODE_DOCKERFILE = 'Dockerfile';

/**
 * How a part's image is built from the repository root: the frontend from its own Dockerfile,
 * every Node part from the one shared Dockerfile, told its workspace and port.
 */
export function buildOf(component: Component): { dockerfile: string; args: Record<string, string> } {
  if (component.kind === 'frontend') return { dockerfile: 'frontend/Dockerfile', args: {} };
  return { dockerfile: NODE_DOCKERFILE, args: { WORKSPACE: component.folder, PORT: String(component.port) } };
}

/**
 * The one script that makes the Postgres roles: Compose mounts its folder, the dev overlay makes
 * it a ConfigMap (deploy/postgres/kustomization.yaml), a managed Postgres runs it by hand.
 */
export const ROLES_SCRIPT = 'deploy/postgres/initdb/10-orbita-roles.sh';

export const OVERLAYS = ['dev', 'prod'] as const;
export type Overlay = (typeof OVERLAYS)[number];
