import type {
  ForgotPasswordRequest,
  MessageResponse,
  ResetPasswordRequest,
  SocialLinkStartResponse,
  SocialLinksResponse,
  SocialProviderId,
  UpdateProfileRequest,
  UpdateProfileResponse,
  UserListResponse,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: '/auth/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest & { token: string }>({
      query: ({ token, ...body }) => ({ url: `/auth/reset/${encodeURIComponent(token)}`, method: 'POST', body }),
    }),
    changePassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset', method: 'POST', body }),
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
    startSocialLink: build.mutation<SocialLinkStartResponse, SocialProviderId>({
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
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useUpdateProfileMutation,
  useSearchUsersQuery,
  useGetSocialLinksQuery,
  useStartSocialLinkMutation,
  useUnlinkSocialMutation,
} = accountApi;
