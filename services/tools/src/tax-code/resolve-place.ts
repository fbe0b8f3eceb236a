// The place of birth is resolved in proto-types, where the page resolves it too.
export { resolvePlace } from '@orbita/proto-types/logic/tax-code-resolve-place';
