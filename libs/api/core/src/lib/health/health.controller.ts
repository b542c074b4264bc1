import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { HealthResponse } from '@nidra/shared/contracts';
import { Public } from '../auth/auth.decorators';
import { SkipThrottle } from '@nestjs/throttler';
import { wire } from '../openapi/wire';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @Public()
  @SkipThrottle()
  @ApiOperation({ summary: 'Whether the shop can serve requests (its database answers)' })
  @ApiOkResponse(wire('HealthResponse'))
  @ApiServiceUnavailableResponse(wire('HealthResponse'))
  async check(@Res() reply: FastifyReply): Promise<void> {
    try {
      await this.em.getConnection().execute('select 1', [], 'get');
      await reply.status(HttpStatus.OK).send({ status: 'ok' } satisfies HealthResponse);
    } catch {
      await reply
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .send({ status: 'unavailable', error: 'The database is not answering.' } satisfies HealthResponse);
    }
  }
}
