export * from '@orbita/proto-types/logic/vat-number-offices';
