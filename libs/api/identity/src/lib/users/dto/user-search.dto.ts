import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PAGE_MAX } from '@nidra/shared/contracts';

export class UserSearchQuery {
  @ApiPropertyOptional({ description: 'Text found in the first name, last name or email (any case)' })
  @MaxLength(100, { message: 'Search may not be greater than 100 characters.' })
  @IsString({ message: 'Search must be text.' })
  @IsOptional()
  search?: string;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @Max(PAGE_MAX, { message: 'Page is too large.' })
  @Min(1, { message: 'Page must be at least 1.' })
  @IsInt({ message: 'Page must be a whole number.' })
  @Type(() => Number)
  @IsOptional()
  page?: number;
}
