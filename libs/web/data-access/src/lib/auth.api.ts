import type { AuthResponse, LoginRequest, MessageResponse, RegisterRequest, SocialCodeRequest, UserResponse } from '@nidra/shared/contracts';
import { api } from './api';

/** The session: the sign-ins that issue a token, sign-out, and who is signed in (the app shell and every feature use them). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    exchangeCode: build.mutation<AuthResponse, SocialCodeRequest>({
      query: (body) => ({ url: '/auth/exchange', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    getProfile: build.query<UserResponse, void>({
      query: () => '/user',
      providesTags: ['User'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useExchangeCodeMutation, useLogoutMutation, useGetProfileQuery } = authApi;
