// The contrast check lives in proto-types, where the QR page runs it too.
export { contrastRatio, relativeLuminance } from '@orbita/proto-types/logic/qr';
