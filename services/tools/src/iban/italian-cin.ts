export * from '@orbita/proto-types/logic/italian-cin';
