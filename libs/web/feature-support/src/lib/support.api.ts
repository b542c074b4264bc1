import type { ContactRequest, MessageResponse, NewsletterRequest } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<MessageResponse, ContactRequest>({
      query: (body) => ({ url: '/contact/add', method: 'POST', body }),
    }),
    subscribeNewsletter: build.mutation<MessageResponse, NewsletterRequest>({
      query: (body) => ({ url: '/newsletter/subscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMutation, useSubscribeNewsletterMutation } = supportApi;
