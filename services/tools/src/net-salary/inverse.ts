export * from '@orbita/proto-types/logic/net-salary-inverse';
