import { DeliveryMessage, ErrorMessage } from '@nidra/shared/contracts';
import { createUser } from '@nidra/api/identity/testing';
import { useTestApp } from '@nidra/api/testing';
import { ORDERING_CONTEXT } from '../src';

describe('GET /api/delivery/:pincode', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT], env: { SHOP_STATE: '29' } });
  beforeEach(() => t.reset());

  /** Asks as anonymous and as a signed-in member; both get the same answer. */
  const askBoth = async (pincode: string, status: number) => {
    const member = await createUser(t);
    const anonymous = await t.http().get(`/api/delivery/${pincode}`).expect(status);
    const signedIn = await t.http().get(`/api/delivery/${pincode}`).set('authorization', member.token).expect(status);
    expect(signedIn.body).toEqual(anonymous.body);
    return anonymous;
  };

  it('answers where a pincode is, whether it is served with cash on delivery, and in how many days; cached for a day', async () => {
    const res = await askBoth('560001', 200);
    expect(res.body).toEqual({
      pincode: '560001',
      city: 'Bengaluru Urban',
      state: 'Karnataka',
      stateCode: '29',
      serviceable: true,
      codAvailable: true,
      days: 2,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');

    expect((await askBoth('110001', 200)).body).toEqual(
      expect.objectContaining({ city: 'New Delhi', state: 'Delhi', stateCode: '07', serviceable: true, codAvailable: true, days: 6 }),
    );
    expect((await askBoth('744101', 200)).body).toEqual(
      expect.objectContaining({ state: 'Andaman and Nicobar Islands', stateCode: '35', serviceable: true, codAvailable: false, days: 8 }),
    );
  });

  it.each(['000000', '012345', '12345', '5600011', '56000a', 'abcdef', '560%20001'])('refuses %s with a 400', async (pincode) => {
    const res = await askBoth(pincode, 400);
    expect(res.body).toEqual({ error: DeliveryMessage.invalidPincode });
  });

  it('answers 404 for a well-formed pincode India Post does not list', async () => {
    const res = await askBoth('999999', 404);
    expect(res.body).toEqual({ error: DeliveryMessage.unknownPincode });
  });

  it('has no listing without a pincode', async () => {
    const res = await t.http().get('/api/delivery').expect(404);
    expect(res.body).toEqual({ error: ErrorMessage.routeNotFound });
  });
});
