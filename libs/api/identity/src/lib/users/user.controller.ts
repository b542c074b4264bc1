import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, Roles, wire, type AuthenticatedUser } from '@nidra/api/core';
import {
  ProfileMessage,
  Role,
  type UpdateProfileResponse,
  type UserListResponse,
  type UserResponse,
} from '@nidra/shared/contracts';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserSearchQuery } from './dto/user-search.dto';
import { toUserDto } from './user.mapper';
import { UsersService } from './users.service';

@ApiTags('user')
@Controller('user')
export class UserController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: "The signed-in user's profile" })
  @ApiOkResponse(wire('UserResponse'))
  async me(@CurrentUser() caller: AuthenticatedUser): Promise<UserResponse> {
    return { user: toUserDto(await this.users.get(caller.id)) };
  }

  @Put()
  @Authenticated()
  @ApiOperation({ summary: 'Change your first name, last name or phone number (nothing else is written)' })
  @ApiOkResponse(wire('UpdateProfileResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  async update(@CurrentUser() caller: AuthenticatedUser, @Body() body: UpdateProfileDto): Promise<UpdateProfileResponse> {
    const { profile, ...topLevel } = body;
    const user = await this.users.updateProfile(caller.id, profile ?? topLevel);
    return { success: true, message: ProfileMessage.updated, user: toUserDto(user) };
  }

  @Get('search')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Users whose name or email contains the text (all users when empty), 20 a page' })
  @ApiOkResponse(wire('UserListResponse'))
  async search(@Query() query: UserSearchQuery): Promise<UserListResponse> {
    const page = query.page ?? 1;
    const { users, total, pages } = await this.users.search(query.search, page);
    return { users: users.map(toUserDto), page, pages, total };
  }
}
