export * from './base.entity';
export * from './orm-options';
export * from './embedded-postgres';
export * from './foreign-keys';
export * from './like';
export * from './lock';
export * from './batcher';
export * from './prepared-statement';
