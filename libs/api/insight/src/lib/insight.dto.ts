import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

class PeriodFiguresBody {
  @ApiProperty({ example: '2026-11-01' }) from!: string;
  @ApiProperty({ example: '2026-11-30' }) to!: string;
  @ApiProperty({ description: 'Rupees with GST of the live items of confirmed orders placed in the period' }) revenue!: number;
  @ApiProperty({ description: 'Confirmed orders with at least one live item' }) orders!: number;
  @ApiProperty({ description: 'Revenue ÷ orders, 0 when none' }) averageOrderValue!: number;
}

class DayBody {
  @ApiProperty({ example: '2026-11-30' }) date!: string;
  @ApiProperty() revenue!: number;
  @ApiProperty() orders!: number;
}

class ItemsByStatusBody {
  @ApiProperty({ name: 'Not processed' }) notProcessed!: number;
  @ApiProperty({ name: 'Processing' }) processing!: number;
  @ApiProperty({ name: 'Shipped' }) shipped!: number;
  @ApiProperty({ name: 'Delivered' }) delivered!: number;
  @ApiProperty({ name: 'Cancelled' }) cancelled!: number;
}

class TopProductBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ description: 'Rupees with GST' }) revenue!: number;
  @ApiProperty({ description: 'Units sold' }) quantity!: number;
}

class LowStockBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() quantity!: number;
}

class PendingBody {
  @ApiProperty({ description: 'Reviews waiting for approval' }) reviews!: number;
  @ApiProperty({ description: 'Seller requests waiting (0 for a merchant)' }) merchants!: number;
  @ApiProperty({ description: 'Returns requested, approved or received' }) returns!: number;
}

export class InsightSummaryBody extends PeriodFiguresBody {
  @ApiProperty({ type: PeriodFiguresBody, description: 'The same number of days just before' }) previous!: PeriodFiguresBody;
  @ApiProperty({ type: [DayBody], description: 'Every day of the period, zeros included' }) byDay!: DayBody[];
  @ApiProperty({ type: ItemsByStatusBody, description: 'Items of the period’s confirmed orders by status' }) itemsByStatus!: ItemsByStatusBody;
  @ApiProperty({ type: [TopProductBody], description: 'At most 10, highest revenue first' }) topProducts!: TopProductBody[];
  @ApiProperty({ type: [LowStockBody], description: 'Active products at or below 5 units, fewest first' }) lowStock!: LowStockBody[];
  @ApiProperty({ type: PendingBody }) pending!: PendingBody;
}
