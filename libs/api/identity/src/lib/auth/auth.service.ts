import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { verify } from 'argon2';
import { AppConfig, Conflict, FailedSignIns, InvalidInput, MailService, TokenService } from '@nidra/api/core';
import { AuthMessage, AuthResponse } from '@nidra/shared/contracts';
import { hashPassword, UsersService } from '../users/users.service';
import { normalizeEmail, User } from '../users/user.entity';
import { toUserDto } from '../users/user.mapper';
import { UserRegisteredEvent } from '../users/user-registered.event';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import { SessionsService } from '../sessions/sessions.service';
import { welcomeEmail } from './auth.emails';

/** A real hash to compare against when the email is unknown, so both failures take the same time. */
const DUMMY_HASH = hashPassword('not-a-real-password');

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly events: EventEmitter2,
    private readonly sessions: SessionsService,
    private readonly failures: FailedSignIns,
  ) {}

  async register(dto: RegisterDto): Promise<AuthResponse> {
    const email = normalizeEmail(dto.email);
    if (await this.users.findByEmail(email)) throw new Conflict(AuthMessage.emailTaken);

    const user = this.em.create(User, {
      email,
      firstName: dto.firstName,
      lastName: dto.lastName,
      passwordHash: await hashPassword(dto.password),
    });
    this.mail.queue(this.em, welcomeEmail(user, this.config.publicUrl));
    try {
      await this.em.flush();
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw new Conflict(AuthMessage.emailTaken);
      throw error;
    }
    this.mail.deliverSoon();
    await this.events.emitAsync(
      UserRegisteredEvent.eventName,
      new UserRegisteredEvent(user.id, user.email, user.firstName, dto.isSubscribed ?? false),
    );
    return this.respond(user);
  }

  /** Signs in with a password; an address that keeps failing, whichever accounts it tries, is held off. */
  async login(dto: LoginDto, address: string): Promise<AuthResponse> {
    await this.failures.refuseIfTooMany(address);
    const user = await this.users.findByEmail(dto.email);
    const matches = await verify(user?.passwordHash ?? (await DUMMY_HASH), dto.password).catch(() => false);
    if (!user || !user.passwordHash || !matches) {
      await this.failures.record(address);
      throw new InvalidInput(AuthMessage.wrongCredentials);
    }
    return this.respond(user);
  }

  logout(userId: string): Promise<void> {
    return this.sessions.revoke(userId);
  }

  private async respond(user: User): Promise<AuthResponse> {
    return { success: true, token: await this.tokens.issue(user.id, user.tokenVersion), user: toUserDto(user) };
  }
}
