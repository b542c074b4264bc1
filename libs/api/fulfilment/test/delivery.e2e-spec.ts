import { DeliveryMessage, ErrorMessage } from '@nidra/shared/contracts';
import { useTestApp } from '@nidra/api/testing';
import { FULFILMENT_CONTEXT } from '../src';

// Fulfilment knows no users; that a signed-in member gets the same answers is tested with the whole shop.
describe('GET /api/delivery/:pincode', () => {
  const t = useTestApp({ contexts: [FULFILMENT_CONTEXT], env: { SHOP_STATE: '29' } });

  const ask = (pincode: string, status: number) => t.http().get(`/api/delivery/${pincode}`).expect(status);

  it('answers where a pincode is, whether it is served with cash on delivery, and in how many days; cached for a day', async () => {
    const res = await ask('560001', 200);
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

    expect((await ask('110001', 200)).body).toEqual(
      expect.objectContaining({ city: 'New Delhi', state: 'Delhi', stateCode: '07', serviceable: true, codAvailable: true, days: 6 }),
    );
    expect((await ask('744101', 200)).body).toEqual(
      expect.objectContaining({ state: 'Andaman and Nicobar Islands', stateCode: '35', serviceable: true, codAvailable: false, days: 8 }),
    );
  });

  it.each(['000000', '012345', '12345', '5600011', '56000a', 'abcdef', '560%20001'])('refuses %s with a 400', async (pincode) => {
    const res = await ask(pincode, 400);
    expect(res.body).toEqual({ error: DeliveryMessage.invalidPincode });
  });

  it('answers 404 for a well-formed pincode India Post does not list', async () => {
    const res = await ask('999999', 404);
    expect(res.body).toEqual({ error: DeliveryMessage.unknownPincode });
  });

  it('has no listing without a pincode', async () => {
    const res = await t.http().get('/api/delivery').expect(404);
    expect(res.body).toEqual({ error: ErrorMessage.routeNotFound });
  });
});
