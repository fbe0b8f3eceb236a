export * from '@orbita/proto-types/logic/rules/withholding';
