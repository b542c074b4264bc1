import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { IsNotEmpty } from 'class-validator';
import { Authenticated, CurrentUser, Public, Roles, type AuthenticatedUser } from '@nidra/api/core';
import { User } from '@nidra/api/identity';
import { Role } from '@nidra/shared/contracts';

class EchoDto {
  @IsNotEmpty({ message: 'Name is required.' })
  name!: string;
}

/** Test-only routes that exercise the guards and the error filter. */
@Controller('probe')
class ProbeController {
  constructor(private readonly em: EntityManager) {}

  @Get('public')
  @Public()
  open(@CurrentUser() user?: AuthenticatedUser) {
    return { ok: true, user: user?.email ?? null };
  }

  @Get('signed-in')
  @Authenticated()
  signedIn(@CurrentUser() user: AuthenticatedUser) {
    return { ok: true, role: user.role };
  }

  @Get('admin')
  @Roles(Role.Admin)
  admin() {
    return { ok: true };
  }

  @Get('merchant')
  @Roles(Role.Merchant, Role.Admin)
  merchant() {
    return { ok: true };
  }

  @Get('missing')
  @Public()
  async missing() {
    return this.em.findOneOrFail(User, { id: randomUUID() });
  }

  @Get('crash')
  @Public()
  crash(): never {
    throw new TypeError('secret internal detail at /srv/app.js:42');
  }

  /** A route with a secret in its path, failing as no route should. */
  @Get('crash/:token')
  @Public()
  crashWithSecret(): never {
    throw new TypeError('failed with a secret in the path');
  }

  @Post('echo')
  @Public()
  echo(@Body() body: EchoDto) {
    return body;
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
