export * from '@orbita/proto-types/logic/accrual';
