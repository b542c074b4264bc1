import type {
  AuthResponse,
  ForgotPasswordRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SocialLinksResponse,
  SocialProviderId,
  UpdateProfileRequest,
  UpdateProfileResponse,
  UserListResponse,
  UserResponse,
} from '@nidra/shared/contracts';
import { api } from './api';

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
    exchangeCode: build.mutation<AuthResponse, { code: string }>({
      query: (body) => ({ url: '/auth/exchange', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: '/auth/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest & { token: string }>({
      query: ({ token, ...body }) => ({ url: `/auth/reset/${encodeURIComponent(token)}`, method: 'POST', body }),
    }),
    changePassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset', method: 'POST', body }),
    }),
    getProfile: build.query<UserResponse, void>({
      query: () => '/user',
      providesTags: ['User'],
    }),
    updateProfile: build.mutation<UpdateProfileResponse, UpdateProfileRequest>({
      query: (body) => ({ url: '/user', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    getSocialLinks: build.query<SocialLinksResponse, void>({
      query: () => '/auth/links',
      providesTags: [{ type: 'User', id: 'LINKS' }],
    }),
    /** Answers where to send the browser; the answer also gives this browser the link cookie. */
    startSocialLink: build.mutation<{ url: string }, SocialProviderId>({
      query: (provider) => ({ url: `/auth/link/${provider}`, method: 'POST' }),
    }),
    unlinkSocial: build.mutation<MessageResponse, SocialProviderId>({
      query: (provider) => ({ url: `/auth/link/${provider}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'User', id: 'LINKS' }],
    }),
    searchUsers: build.query<UserListResponse, { search: string; page: number }>({
      query: (params) => ({ url: '/user/search', params }),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useExchangeCodeMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useSearchUsersQuery,
  useGetSocialLinksQuery,
  useStartSocialLinkMutation,
  useUnlinkSocialMutation,
} = authApi;
