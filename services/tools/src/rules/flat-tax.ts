export * from '@orbita/proto-types/logic/rules/flat-tax';
