import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { AppConfig } from '@nidra/api/core';
import { UsersService } from '@nidra/api/identity';
import { seedDemoCatalogue } from './catalog.seed';

export interface SeedOptions {
  adminOnly?: boolean;
  /** Where progress lines go (the terminal of whoever runs the seed). */
  progress?: (line: string) => void;
}

/** Idempotent: creates what is missing and leaves everything else as it is. */
export async function seed(app: INestApplicationContext, options: SeedOptions = {}): Promise<void> {
  const progress = options.progress ?? ((line: string) => console.log(line));
  const config = app.get(AppConfig);

  if (!config.seedAdminPassword) {
    new Logger('Seed').warn('SEED_ADMIN_PASSWORD is not set: no administrator was created.');
  } else {
    const result = await app.get(UsersService).ensureAdmin(config.seedAdminEmail, config.seedAdminPassword);
    progress(`Administrator ${config.seedAdminEmail}: ${result}`);
  }

  if (options.adminOnly || !config.seedDemo) return;
  await seedDemoCatalogue(app, progress);
}
