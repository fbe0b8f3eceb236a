export * from '@orbita/proto-types/logic/rules/regional-surtax';
