import { GST_STATES } from '@nidra/shared/contracts';
import { deliveryEstimate, deliveryZone, REGION_OF_STATE, ZONE_DAYS } from './delivery-zone';

const KARNATAKA = '29';

describe('delivery zones', () => {
  it('gives every state but Other Territory a region', () => {
    const without = GST_STATES.filter((state) => !REGION_OF_STATE[state.code]).map((state) => state.code);
    expect(without).toEqual(['97']);
  });

  it.each([
    [KARNATAKA, KARNATAKA, 'state', 2],
    [KARNATAKA, '33', 'region', 4], // Tamil Nadu, the same region
    [KARNATAKA, '27', 'region', 4], // Maharashtra, the West next door
    [KARNATAKA, '23', 'region', 4], // Madhya Pradesh, Central
    [KARNATAKA, '07', 'national', 6], // Delhi, the North
    [KARNATAKA, '19', 'region', 4], // West Bengal, the East borders the South
    [KARNATAKA, '18', 'remote', 8], // Assam
    [KARNATAKA, '01', 'remote', 8],
    [KARNATAKA, '38', 'remote', 8],
    [KARNATAKA, '35', 'remote', 8],
    [KARNATAKA, '31', 'remote', 8],
    ['07', '09', 'region', 4], // Delhi to Uttar Pradesh
    ['07', '33', 'national', 6], // Delhi to Tamil Nadu
    ['27', '24', 'region', 4], // Maharashtra to Gujarat
    ['19', '18', 'remote', 8], // West Bengal to Assam
    ['18', '18', 'state', 2], // within a remote state
    ['18', '10', 'region', 4], // Assam to Bihar: North-East borders the East
    ['18', '27', 'national', 6],
  ])('from %s to %s is %s, %i days', (from, to, zone, days) => {
    expect(deliveryZone(from, to)).toBe(zone);
    expect(ZONE_DAYS[deliveryZone(from, to)]).toBe(days);
  });
});

describe('deliveryEstimate', () => {
  const entry = { city: 'Bengaluru Urban', state: 'Karnataka', stateCode: KARNATAKA, delivers: true };

  it('answers the pincode with its place, days and cash on delivery', () => {
    expect(deliveryEstimate('560001', entry, KARNATAKA)).toEqual({
      pincode: '560001',
      city: 'Bengaluru Urban',
      state: 'Karnataka',
      stateCode: KARNATAKA,
      serviceable: true,
      codAvailable: true,
      days: 2,
    });
  });

  it('offers no cash on delivery on the islands, nor where nothing is delivered', () => {
    const andaman = { city: 'South Andamans', state: 'Andaman and Nicobar Islands', stateCode: '35', delivers: true };
    expect(deliveryEstimate('744101', andaman, KARNATAKA)).toEqual(expect.objectContaining({ serviceable: true, codAvailable: false, days: 8 }));
    const lakshadweep = { city: 'Lakshadweep District', state: 'Lakshadweep', stateCode: '31', delivers: true };
    expect(deliveryEstimate('682555', lakshadweep, KARNATAKA).codAvailable).toBe(false);
    expect(deliveryEstimate('560001', { ...entry, delivers: false }, KARNATAKA)).toEqual(
      expect.objectContaining({ serviceable: false, codAvailable: false }),
    );
  });
});
