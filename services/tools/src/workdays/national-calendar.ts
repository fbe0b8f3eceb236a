export * from '@orbita/proto-types/logic/national-calendar';
