import type { AuthProvider, Role } from './roles';

/** A user as the API sends it: never a password hash or token version. */
export interface UserDto {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  provider: AuthProvider;
  role: Role;
  merchant: string | null;
  created: string;
}

export interface UserResponse {
  user: UserDto;
}

export interface UpdateProfileRequest {
  profile: { firstName?: string; lastName?: string; phoneNumber?: string | null };
}

export interface UpdateProfileResponse {
  success: true;
  message: string;
  user: UserDto;
}

export interface UserListResponse {
  users: UserDto[];
  page: number;
  pages: number;
  total: number;
}
