export * from '@orbita/proto-types/logic/rules/civil-code';
