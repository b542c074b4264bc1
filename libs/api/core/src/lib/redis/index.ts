export * from './redis';
