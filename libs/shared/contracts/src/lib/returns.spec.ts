import {
  canMoveReturn,
  formatIndianDate,
  indianToday,
  isCalendarDate,
  isValidAccountNumber,
  isValidIfsc,
  maskAccountNumber,
  normalizeAccountNumber,
  normalizeIfsc,
  RETURN_STATUSES,
  ReturnMessage,
  ReturnStatus,
  trialEndsAt,
} from './returns';

describe('bank details', () => {
  it('takes an IFSC of four letters, a zero and six letters or digits, typed in any case', () => {
    expect(isValidIfsc(normalizeIfsc(' sbin0001234 '))).toBe(true);
    expect(isValidIfsc('HDFC0ABC123')).toBe(true);
    for (const bad of ['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN00012345', 'SBIN000123!', '']) {
      expect([bad, isValidIfsc(bad)]).toEqual([bad, false]);
    }
  });

  it('takes account numbers of 9 to 18 digits, spaces and dashes dropped', () => {
    expect(isValidAccountNumber('123456789')).toBe(true);
    expect(isValidAccountNumber('1'.repeat(18))).toBe(true);
    expect(isValidAccountNumber(normalizeAccountNumber('1234 5678-9012'))).toBe(true);
    for (const bad of ['12345678', '1'.repeat(19), '12345678a', '']) {
      expect([bad, isValidAccountNumber(bad)]).toEqual([bad, false]);
    }
  });

  it('shows only the last four digits, behind six X whatever the length', () => {
    expect(maskAccountNumber('0012345678901234')).toBe('XXXXXX1234');
    expect(maskAccountNumber('123456789')).toBe('XXXXXX6789');
  });
});

describe('the 100-night trial', () => {
  it('ends 100 nights after delivery, told as the day in India', () => {
    const delivered = new Date('2026-11-23T20:00:00Z'); // 24 Nov in India
    expect(trialEndsAt(delivered).toISOString()).toBe('2027-03-03T20:00:00.000Z');
    expect(formatIndianDate(trialEndsAt(delivered))).toBe('4 Mar 2027');
    expect(ReturnMessage.trialEnded(formatIndianDate(new Date('2027-03-03T06:00:00Z')))).toBe(
      'The 100-night trial for this item ended on 3 Mar 2027.',
    );
    expect(formatIndianDate(new Date('2027-09-01T00:00:00Z'))).toBe('1 Sep 2027');
  });

  it('knows today in India and real calendar dates', () => {
    expect(indianToday(new Date('2026-11-25T19:00:00Z'))).toBe('2026-11-26');
    expect(indianToday(new Date('2026-11-25T18:00:00Z'))).toBe('2026-11-25');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-3-1')).toBe(false);
    expect(isCalendarDate('tomorrow')).toBe(false);
  });
});

describe('return statuses', () => {
  it('go Requested → Approved or Rejected, Approved → Received → Refunded, and nowhere else', () => {
    const allowed = new Set(['Requested>Approved', 'Requested>Rejected', 'Approved>Received', 'Received>Refunded']);
    for (const from of RETURN_STATUSES) {
      for (const to of RETURN_STATUSES) {
        expect([from, to, canMoveReturn(from, to)]).toEqual([from, to, allowed.has(`${from}>${to}`)]);
      }
    }
  });

  it('says in plain words what may come next', () => {
    expect(ReturnMessage.transitionRefused(ReturnStatus.Requested, ReturnStatus.Received)).toBe(
      'This return is Requested; it can be marked Approved or Rejected next, not Received.',
    );
    expect(ReturnMessage.transitionRefused(ReturnStatus.Refunded, ReturnStatus.Approved)).toBe('This return is Refunded; it can no longer be changed.');
  });
});
