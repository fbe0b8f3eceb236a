export * from '@orbita/proto-types/logic/mortgage-taeg';
