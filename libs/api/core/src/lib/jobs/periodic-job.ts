import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';

/**
 * Work an instance repeats on a timer (every instance may: the work itself claims rows safely). One round
 * at a time; a round that fails is logged and the next one tries again; stopping waits for the round
 * under way.
 */
export abstract class PeriodicJob<T> implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<T | undefined>;

  protected constructor(
    private readonly orm: MikroORM,
    name: string,
    private readonly everyMs: number,
    private readonly atStart: boolean,
  ) {
    this.logger = new Logger(name);
  }

  /** One round's work, with the time it runs as of. */
  protected abstract work(now: Date): Promise<T>;

  /** What a finished round says, if anything. */
  protected abstract report(result: T): string | undefined;

  /** What a failed round says. */
  protected abstract readonly failure: string;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.everyMs).unref();
    if (this.atStart) void this.run();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round as of `now`, or the one under way; undefined when it failed. */
  run(now: Date = new Date()): Promise<T | undefined> {
    this.running ??= RequestContext.create(this.orm.em, () => this.work(now))
      .then((result) => {
        const said = this.report(result);
        if (said) this.logger.log(said);
        return result;
      })
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, this.failure);
        return undefined;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
