export * from '@orbita/proto-types/logic/net-salary-thresholds';
