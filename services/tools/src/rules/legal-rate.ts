export * from '@orbita/proto-types/logic/rules/legal-rate';
