export * from './mail-message.entity';
export * from './mail.service';
export * from './mail.module';
export * from './greeting';
export type { MailAttachmentFile } from './mail-transport';
