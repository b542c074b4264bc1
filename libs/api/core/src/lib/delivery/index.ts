export * from './pincode-directory';
export * from './delivery.module';
