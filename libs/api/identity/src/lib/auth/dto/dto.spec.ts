import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { NameMessage, ValidationMessage } from '@nidra/shared/contracts';
import { LoginDto } from './login.dto';
import { RegisterDto } from './register.dto';

async function firstError(type: new () => object, body: object): Promise<string | undefined> {
  const errors = await validate(plainToInstance(type, body), { stopAtFirstError: true, whitelist: true });
  return errors.length ? Object.values(errors[0].constraints ?? {})[0] : undefined;
}

describe('LoginDto', () => {
  it.each([
    [{}, ValidationMessage.emailRequired],
    [{ email: '   ', password: 'secret1' }, ValidationMessage.emailRequired],
    [{ email: 'asha', password: 'secret1' }, ValidationMessage.emailInvalid],
    [{ email: 'asha@example.in' }, ValidationMessage.passwordRequired],
    [{ email: 'asha@example.in', password: '12345' }, ValidationMessage.passwordMin],
    [{ email: 'asha@example.in', password: '123456' }, undefined],
  ])('%j → %s', async (body, message) => {
    expect(await firstError(LoginDto, body)).toBe(message);
  });
});

describe('RegisterDto', () => {
  const valid = { email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao', password: 'secret1' };

  it.each([
    [{}, ValidationMessage.emailRequired],
    [{ ...valid, email: 'nope' }, ValidationMessage.emailInvalid],
    [{ ...valid, firstName: ' ' }, ValidationMessage.firstNameRequired],
    [{ ...valid, lastName: undefined }, ValidationMessage.lastNameRequired],
    [{ ...valid, password: '' }, ValidationMessage.passwordRequired],
    [{ ...valid, password: 'abc' }, ValidationMessage.passwordMin],
    [{ ...valid, isSubscribed: 'yes' }, 'Subscribe to newsletter must be true or false.'],
    [{ ...valid, isSubscribed: null }, 'Subscribe to newsletter must be true or false.'],
    [{ ...valid, firstName: 'Asha\u202Eoar' }, NameMessage.hiddenCharacters('First Name')],
    [valid, undefined],
  ])('%j → %s', async (body, message) => {
    expect(await firstError(RegisterDto, body)).toBe(message);
  });

  it('trims names and email', async () => {
    const dto = plainToInstance(RegisterDto, { ...valid, firstName: '  Asha ', email: ' Asha@Example.in ' });
    expect(dto.firstName).toBe('Asha');
    expect(dto.email).toBe('Asha@Example.in');
  });
});
