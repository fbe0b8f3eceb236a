export * from '@orbita/proto-types/logic/iban-german-methods';
