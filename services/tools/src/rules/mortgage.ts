export * from '@orbita/proto-types/logic/rules/mortgage';
