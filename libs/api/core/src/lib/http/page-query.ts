import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAGE_MAX } from '@nidra/shared/contracts';

/** `?page=` of a paged list: a whole number from 1, far past any last page at most. */
export class PageQuery {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @Max(PAGE_MAX, { message: 'Page is too large.' })
  @Min(1, { message: 'Page must be at least 1.' })
  @IsInt({ message: 'Page must be a whole number.' })
  @Type(() => Number)
  @IsOptional()
  page?: number;
}
