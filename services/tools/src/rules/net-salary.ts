export * from '@orbita/proto-types/logic/rules/net-salary';
