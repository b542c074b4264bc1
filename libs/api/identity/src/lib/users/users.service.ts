import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { hash } from 'argon2';
import { containsPattern, NotFound, sqlList } from '@nidra/api/core';
import { Role } from '@nidra/shared/contracts';
import type { ProfileFieldsDto } from './dto/update-profile.dto';
import { normalizeEmail, User } from './user.entity';

export const USERS_PER_PAGE = 20;

export const ARGON2_OPTIONS = { type: 2 /* argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

@Injectable()
export class UsersService {
  private readonly logger = new Logger('Users');

  constructor(private readonly em: EntityManager) {}

  async get(id: string): Promise<User> {
    const user = await this.em.findOne(User, { id });
    if (!user) throw new NotFound('That account no longer exists.');
    return user;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: normalizeEmail(email) });
  }

  /** First name and role by user id (one statement), as other contexts show and treat people. */
  async briefs(ids: Iterable<string>): Promise<Map<string, { firstName: string; role: Role }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ id: string; first_name: string; role: Role }>>(
        `SELECT id, first_name, role FROM users WHERE id IN (${sqlList(unique.length)})`,
        unique,
      );
    return new Map(rows.map((row) => [row.id, { firstName: row.first_name, role: row.role }]));
  }

  /** Where to write to someone, for mail another context sends them (an order confirmed by a webhook). */
  async contact(id: string): Promise<{ email: string; firstName: string } | null> {
    const [row] = await this.em.execute<Array<{ email: string; first_name: string }>>('SELECT email, first_name FROM users WHERE id = ?', [id]);
    return row ? { email: row.email, firstName: row.first_name } : null;
  }

  /** First names by user id (one statement), as other contexts show who wrote or said something. */
  async firstNames(ids: Iterable<string>): Promise<Map<string, string>> {
    return new Map([...(await this.briefs(ids))].map(([id, brief]) => [id, brief.firstName]));
  }

  /** Writes only the profile fields; everything else about the account stays as it is. */
  async updateProfile(id: string, fields: ProfileFieldsDto): Promise<User> {
    const user = await this.get(id);
    if (fields.firstName !== undefined) user.firstName = fields.firstName;
    if (fields.lastName !== undefined) user.lastName = fields.lastName;
    if (fields.phoneNumber !== undefined) user.phoneNumber = fields.phoneNumber || null;
    await this.em.flush();
    return user;
  }

  /**
   * Users whose first name, last name or email contains the text, any case, newest first.
   * The text is matched literally: % _ and \ have no special meaning.
   */
  async search(text: string | undefined, page = 1): Promise<{ users: User[]; total: number; pages: number }> {
    const term = (text ?? '').trim().toLowerCase();
    const where = term
      ? {
          $or: ['firstName', 'lastName', 'email'].map((field) => ({
            [field]: { $ilike: containsPattern(term) },
          })),
        }
      : {};
    const [users, total] = await this.em.findAndCount(User, where, {
      orderBy: { created: 'desc', id: 'desc' },
      limit: USERS_PER_PAGE,
      offset: (page - 1) * USERS_PER_PAGE,
    });
    return { users, total, pages: Math.max(1, Math.ceil(total / USERS_PER_PAGE)) };
  }

  /** Creates the administrator when missing (idempotent); an existing account keeps its password. */
  async ensureAdmin(email: string, password: string): Promise<'created' | 'promoted' | 'present'> {
    const em = this.em.fork();
    const existing = await em.findOne(User, { email: normalizeEmail(email) });
    if (existing?.role === Role.Admin) return 'present';
    if (existing) {
      existing.role = Role.Admin;
      await em.flush();
      this.logger.log(`${existing.email} is now an administrator`);
      return 'promoted';
    }
    em.create(User, {
      email: normalizeEmail(email),
      firstName: 'Admin',
      lastName: 'Nidra',
      role: Role.Admin,
      passwordHash: await hashPassword(password),
    });
    await em.flush();
    return 'created';
  }
}
