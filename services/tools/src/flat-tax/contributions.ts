export * from '@orbita/proto-types/logic/flat-tax-contributions';
