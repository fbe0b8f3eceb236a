/**
 * glibc's malloc arenas the hub may make: by default up to eight per core, one for each thread that
 * allocates at the same time (libuv's pool compressing, hashing passwords and reading files;
 * libvips's threads scaling photos). Each keeps the pages it once held, so under load the hub's
 * resident size grew by about twice as much as with two (bench/soak.mjs, docs/PERFORMANCE.md).
 */
export const HUB_MALLOC_ARENA_MAX = '2';

/** The hub's environment: the launcher's own, with malloc's arenas bounded unless the operator chose. */
export function hubEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || HUB_MALLOC_ARENA_MAX };
}
