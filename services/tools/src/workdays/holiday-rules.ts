export * from '@orbita/proto-types/logic/holiday-rules';
