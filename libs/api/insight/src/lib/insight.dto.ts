import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { InsightMessage, ITEM_STATUSES, type ItemStatus } from '@nidra/shared/contracts';

export class PeriodQuery {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day, YYYY-MM-DD in Indian Standard Time (default: 29 days before `to`)' })
  @IsString({ message: InsightMessage.badDate('from') })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last day, YYYY-MM-DD in Indian Standard Time (default: today)' })
  @IsString({ message: InsightMessage.badDate('to') })
  @IsOptional()
  to?: string;
}

export class OrdersExportQuery extends PeriodQuery {
  @ApiPropertyOptional({ enum: ITEM_STATUSES, description: 'Only the items in this status' })
  @IsIn([...ITEM_STATUSES], { message: InsightMessage.badStatus })
  @IsOptional()
  status?: ItemStatus;
}
