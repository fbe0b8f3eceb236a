export * from '@orbita/proto-types/logic/iban-national-checks';
