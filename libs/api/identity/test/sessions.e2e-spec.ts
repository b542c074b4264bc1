import { countStatements, useTestApp } from '@nidra/api/testing';
import { createUser } from '../testing';
import { IDENTITY_CONTEXT, SessionsService } from '../src';

/** The check a chat socket repeats on every event, with the claims its handshake verified. */
describe('a session checked again with the claims verified earlier', () => {
  const t = useTestApp({ contexts: [IDENTITY_CONTEXT] });
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  it('answers the account while the token has not expired and its version is current', async () => {
    const { user } = await createUser(t, { firstName: 'Asha' });
    const found = await t.app.get(SessionsService).stillValid({ sub: user.id, ver: user.tokenVersion, exp: inAnHour() });
    expect(found).toEqual(expect.objectContaining({ id: user.id, email: user.email, firstName: 'Asha', role: user.role }));
  });

  it('refuses an expired token, a revoked one and an account that is gone', async () => {
    const sessions = t.app.get(SessionsService);
    const { user } = await createUser(t);
    const expired = { sub: user.id, ver: user.tokenVersion, exp: Math.floor(Date.now() / 1000) - 1 };
    expect(await sessions.stillValid(expired)).toBeUndefined();

    const current = { sub: user.id, ver: user.tokenVersion, exp: inAnHour() };
    await sessions.revoke(user.id);
    expect(await sessions.stillValid(current)).toBeUndefined();

    const nobody = { sub: '6f1f9a3e-3c1b-4c2e-9f59-0a8b4f1f2d11', ver: 0, exp: inAnHour() };
    expect(await sessions.stillValid(nobody)).toBeUndefined();
  });

  it('reads the accounts of many checks at the same moment together, each its own', async () => {
    const sessions = t.app.get(SessionsService);
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => createUser(t, { firstName: `Member${i}` })));
    const found = await Promise.all(users.map(({ user }) => sessions.stillValid({ sub: user.id, ver: user.tokenVersion, exp: inAnHour() })));
    expect(found.map((account) => account?.firstName)).toEqual(users.map((_, i) => `Member${i}`));
  });

  it('checks many claims at once in one statement, answering each in its order', async () => {
    const sessions = t.app.get(SessionsService);
    const [asha, ravi, signedOut] = await Promise.all(['Asha', 'Ravi', 'Kiran'].map((firstName) => createUser(t, { firstName })));
    await sessions.revoke(signedOut.user.id);
    const claims = [
      { sub: asha.user.id, ver: asha.user.tokenVersion, exp: inAnHour() },
      { sub: ravi.user.id, ver: ravi.user.tokenVersion, exp: Math.floor(Date.now() / 1000) - 1 },
      { sub: signedOut.user.id, ver: signedOut.user.tokenVersion, exp: inAnHour() },
      { sub: 'not-an-account', ver: 0, exp: inAnHour() },
      { sub: ravi.user.id.toUpperCase(), ver: ravi.user.tokenVersion, exp: inAnHour() },
      { sub: asha.user.id, ver: asha.user.tokenVersion, exp: inAnHour() },
    ];
    let found: Array<{ firstName: string } | undefined> = [];
    const statements = await countStatements(t, async () => {
      found = await sessions.allStillValid(claims);
    });
    expect(found.map((account) => account?.firstName)).toEqual(['Asha', undefined, undefined, undefined, 'Ravi', 'Asha']);
    expect(statements).toBe(1);
    expect(await countStatements(t, () => sessions.allStillValid([claims[1], claims[3]]))).toBe(0);
  });
});
