export * from '@orbita/proto-types/logic/rule-parameter';
