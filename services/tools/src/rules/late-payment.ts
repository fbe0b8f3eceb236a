export * from '@orbita/proto-types/logic/rules/late-payment';
