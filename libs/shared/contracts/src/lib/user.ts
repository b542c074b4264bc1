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

/** The fields a person may change about themselves; anything else is ignored. */
export interface ProfileFields {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string | null;
}

/** `PUT /api/user` takes `{ profile: { … } }`; the fields at the top level are accepted too. */
export interface UpdateProfileRequest extends ProfileFields {
  profile?: ProfileFields;
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
