export * from '@orbita/proto-types/logic/rules/vat-number';
