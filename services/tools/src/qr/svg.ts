// The SVG drawing lives in proto-types, where the QR page draws it too.
export { symbolSvg } from '@orbita/proto-types/logic/qr';
