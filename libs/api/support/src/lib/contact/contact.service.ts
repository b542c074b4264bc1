import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MailService } from '@nidra/api/core';
import type { ContactRequest } from '@nidra/shared/contracts';
import { contactReceiptEmail } from '../support.emails';
import { ContactMessage } from './contact-message.entity';

@Injectable()
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
  ) {}

  /** Stores the message and sends the sender a receipt, together. */
  async receive(request: ContactRequest): Promise<ContactMessage> {
    const message = this.em.create(ContactMessage, { ...request, email: request.email.toLowerCase() });
    this.mail.queue(this.em, contactReceiptEmail(message.email, message.name));
    await this.em.flush();
    this.mail.deliverSoon();
    return message;
  }
}
