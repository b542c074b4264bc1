import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '@nidra/api/core';

export class UserSearchQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Text found in the first name, last name or email (any case)' })
  @MaxLength(100, { message: 'Search may not be greater than 100 characters.' })
  @IsString({ message: 'Search must be text.' })
  @IsOptional()
  search?: string;
}
