export * from './image-store';
export * from './storage.module';
export * from './multipart';
