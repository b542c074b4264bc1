import { Logger } from '@nestjs/common';
import { buildPincodeMap, cityName, PincodeDirectory, titleCase, type PostOfficeRow } from './pincode-directory';

const office = (pincode: string, state: string, district: string, officeType = 'BO', delivery = true): PostOfficeRow => ({
  pincode,
  state,
  district,
  officeType: officeType as PostOfficeRow['officeType'],
  delivery,
});

describe('PincodeDirectory (India Post data)', () => {
  const directory = new PincodeDirectory();
  beforeAll(() => Logger.overrideLogger(false));

  it('knows every pincode with a state', () => {
    expect(directory.size).toBeGreaterThan(19_000);
  });

  it.each([
    ['560001', { city: 'Bengaluru Urban', state: 'Karnataka', stateCode: '29', delivers: true }],
    ['110001', { city: 'New Delhi', state: 'Delhi', stateCode: '07', delivers: true }],
    ['500001', { city: 'Hyderabad', state: 'Telangana', stateCode: '36', delivers: true }],
    ['194101', { city: 'Leh Ladakh', state: 'Ladakh', stateCode: '38', delivers: true }],
    ['744101', { city: 'South Andamans', state: 'Andaman and Nicobar Islands', stateCode: '35', delivers: true }],
    ['396210', { city: 'Daman', state: 'Dadra and Nagar Haveli and Daman and Diu', stateCode: '26', delivers: true }],
    ['110020', { city: 'South East Delhi', state: 'Delhi', stateCode: '07', delivers: true }],
    ['520001', expect.objectContaining({ state: 'Andhra Pradesh', stateCode: '37' })],
  ])('finds %s', (pincode, entry) => {
    expect(directory.lookup(pincode)).toEqual(entry);
  });

  it('tells a well-formed pincode from anything else', () => {
    expect(directory.wellFormed('560001')).toBe(true);
    for (const bad of ['000000', '012345', '12345', '5600011', '56000a', ' 560001', '', 560001, undefined]) {
      expect([bad, directory.wellFormed(bad)]).toEqual([bad, false]);
    }
    expect(directory.lookup('5600011')).toBeUndefined();
  });

  it('finds nothing for a well-formed pincode India Post does not list', () => {
    expect(directory.lookup('999999')).toBeUndefined();
  });
});

describe('buildPincodeMap', () => {
  it('takes the state another office names when one names none, and leaves out a pincode with no state at all', () => {
    const map = buildPincodeMap([
      office('523261', 'NA', 'NA', 'BO', true),
      office('523261', 'ANDHRA PRADESH', 'PRAKASAM', 'PO', false),
      office('811315', 'NA', 'NA'),
    ]);
    expect(map.get(523261)).toEqual({ city: 'Prakasam', state: 'Andhra Pradesh', stateCode: '37', delivers: true });
    expect(map.has(811315)).toBe(false);
  });

  it('lets the head or sub office decide between states, then the most offices', () => {
    const map = buildPincodeMap([
      office('781131', 'MEGHALAYA', 'RI BHOI'),
      office('781131', 'MEGHALAYA', 'RI BHOI'),
      office('781131', 'ASSAM', 'KAMRUP', 'PO'),
      office('505325', 'TELANGANA', 'KARIMNAGAR'),
      office('505325', 'TELANGANA', 'KARIMNAGAR'),
      office('505325', 'ANDHRA PRADESH', 'KRISHNA'),
    ]);
    expect(map.get(781131)).toEqual(expect.objectContaining({ city: 'Kamrup', state: 'Assam', stateCode: '18' }));
    expect(map.get(505325)).toEqual(expect.objectContaining({ city: 'Karimnagar', stateCode: '36' }));
  });

  it('is delivered to when any office delivers, and shares equal entries', () => {
    const map = buildPincodeMap([
      office('560001', 'KARNATAKA', 'BENGALURU URBAN', 'PO', false),
      office('560002', 'KARNATAKA', 'BENGALURU URBAN', 'PO', false),
      office('560002', 'KARNATAKA', 'BENGALURU URBAN', 'HO', true),
      office('560003', 'KARNATAKA', 'Bengaluru Urban', 'HO', true),
    ]);
    expect(map.get(560001)?.delivers).toBe(false);
    expect(map.get(560002)?.delivers).toBe(true);
    expect(map.get(560003)).toBe(map.get(560002));
  });

  it('reads the state names India Post writes', () => {
    const map = buildPincodeMap([
      office('396193', 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 'DADRA AND NAGAR HAVELI'),
      office('744301', 'ANDAMAN & NICOBAR ISLANDS', 'NICOBARS'),
      office('999999', 'ATLANTIS', 'CENTRAL'),
    ]);
    expect(map.get(396193)).toEqual(expect.objectContaining({ city: 'Dadra and Nagar Haveli', stateCode: '26' }));
    expect(map.get(744301)).toEqual(expect.objectContaining({ state: 'Andaman and Nicobar Islands', stateCode: '35' }));
    expect(map.has(999999)).toBe(false);
  });
});

describe('city names', () => {
  it.each([
    ['BENGALURU URBAN', 'Bengaluru Urban'],
    ['LAHUL AND SPITI', 'Lahul and Spiti'],
    ['THE NILGIRIS', 'The Nilgiris'],
    ['KAIMUR (BHABUA)', 'Kaimur (Bhabua)'],
    ['JANJGIR-CHAMPA', 'Janjgir-Champa'],
    ['24 PARAGANAS NORTH', '24 Paraganas North'],
    ['Y.S.R.', 'Y.S.R.'],
    ['NTR', 'NTR'],
    ['SPSR NELLORE', 'SPSR Nellore'],
  ])('writes %s as %s', (district, city) => {
    expect(titleCase(district)).toBe(city);
  });

  it('names a compass-point district after its state', () => {
    expect(cityName('NORTH WEST', 'Delhi')).toBe('North West Delhi');
    expect(cityName('South East', 'Delhi')).toBe('South East Delhi');
    expect(cityName('EAST DISTRICT', 'Sikkim')).toBe('East Sikkim');
    expect(cityName('NEW DELHI', 'Delhi')).toBe('New Delhi');
  });
});
