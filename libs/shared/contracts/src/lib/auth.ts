import type { UserDto } from './user';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  isSubscribed?: boolean;
}

/** Login and register both answer with a ready-to-send Authorization header value. */
export interface AuthResponse {
  success: true;
  token: string;
  user: UserDto;
}

export interface MessageResponse {
  success: true;
  message: string;
}

export const TOKEN_STORAGE_KEY = 'token';

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  password: string;
  confirmPassword: string;
}
