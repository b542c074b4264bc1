import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { UserRegisteredEvent } from '@nidra/api/identity';
import { NewsletterService } from './newsletter.service';

/** A sign-up with "Subscribe to newsletter" ticked subscribes its email. */
@Injectable()
export class RegistrationListener {
  constructor(private readonly newsletter: NewsletterService) {}

  @OnEvent(UserRegisteredEvent.eventName, { promisify: true })
  async onRegistered(event: UserRegisteredEvent): Promise<void> {
    if (event.isSubscribed) await this.newsletter.subscribe(event.email);
  }
}
