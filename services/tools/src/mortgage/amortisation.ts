export * from '@orbita/proto-types/logic/mortgage-amortisation';
