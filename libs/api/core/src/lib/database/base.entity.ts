import { randomUUID } from 'node:crypto';
import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Opaque string ids and the two timestamps every table keeps. */
export abstract class BaseEntity<Optional = never> {
  [OptionalProps]?: 'created' | 'updated' | Optional;

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  created: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updated: Date = new Date();
}
