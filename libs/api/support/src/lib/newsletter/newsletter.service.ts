import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MailService } from '@nidra/api/core';
import { newsletterWelcomeEmail } from '../support.emails';

@Injectable()
export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
  ) {}

  /** Idempotent: a second subscription of the same address changes nothing and sends nothing. */
  async subscribe(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    await this.em.fork().transactional(async (em) => {
      const inserted: unknown[] = await em.execute(
        `INSERT INTO newsletter_subscribers (id, email) VALUES (gen_random_uuid(), ?)
           ON CONFLICT (email) DO NOTHING RETURNING id`,
        [address],
      );
      if (inserted.length > 0) this.mail.queue(em, newsletterWelcomeEmail(address));
    });
    this.mail.deliverSoon();
  }
}
