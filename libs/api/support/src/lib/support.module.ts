import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { IdentityModule } from '@nidra/api/identity';
import { ChatConversation } from './chat/chat-conversation.entity';
import { ChatGateway } from './chat/chat.gateway';
import { ChatMessage } from './chat/chat-message.entity';
import { ChatService } from './chat/chat.service';
import { ContactMessage } from './contact/contact-message.entity';
import { ContactService } from './contact/contact.service';
import { NewsletterSubscriber } from './newsletter/newsletter-subscriber.entity';
import { NewsletterService } from './newsletter/newsletter.service';
import { RegistrationListener } from './newsletter/registration.listener';
import { ContactController } from './contact/contact.controller';
import { NewsletterController } from './newsletter/newsletter.controller';

export const SUPPORT_ENTITIES = [ContactMessage, NewsletterSubscriber, ChatConversation, ChatMessage];

@Module({
  imports: [MikroOrmModule.forFeature(SUPPORT_ENTITIES), IdentityModule],
  controllers: [ContactController, NewsletterController],
  providers: [ContactService, NewsletterService, RegistrationListener, ChatService, ChatGateway],
  exports: [NewsletterService],
})
export class SupportModule {}
