export { SupportModule, SUPPORT_ENTITIES } from './lib/support.module';
export { ContactMessage } from './lib/contact/contact-message.entity';
export { NewsletterSubscriber } from './lib/newsletter/newsletter-subscriber.entity';
export { NewsletterService } from './lib/newsletter/newsletter.service';
export { ChatConversation } from './lib/chat/chat-conversation.entity';
export { ChatMessage } from './lib/chat/chat-message.entity';
export { SUPPORT_CONTEXT } from './lib/support.context';
