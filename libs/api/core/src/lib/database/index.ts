export * from './base.entity';
export * from './orm-options';
export * from './embedded-postgres';
