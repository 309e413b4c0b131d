import { describe, expect, it } from 'vitest';
import { TIMEZONES } from '../../worker/contracts/options';
import { dayIn, isTimeZone, zoneOffset } from '../../worker/contracts/time-zones';

const formats = new Map<string, Intl.DateTimeFormat>();
/** Intl's offset for a zone at an instant, in minutes. */
function intlOffset(zone: string, ms: number) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(zone, format);
  }
  const parts = format.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

describe('time zones written out', () => {
  it('are the zones the profile offers', () => {
    for (const { value } of TIMEZONES) expect(isTimeZone(value), value).toBe(true);
    expect(isTimeZone('Asia/Kolkata')).toBe(false);
  });

  it('agree with Intl for every zone, every seven hours from 2008 to 2037', () => {
    for (const { value: zone } of TIMEZONES) {
      for (let ms = Date.UTC(2008, 0, 1); ms < Date.UTC(2038, 0, 1); ms += 7 * 3_600_000) {
        expect(zoneOffset(zone, ms), `${zone} ${new Date(ms).toISOString()}`).toBe(intlOffset(zone, ms));
      }
    }
  }, 60_000);

  it('agree with Intl minute by minute around every change of clock', () => {
    for (const { value: zone } of TIMEZONES) {
      for (let year = 2008; year < 2038; year++) {
        for (let ms = Date.UTC(year, 0, 1); ms < Date.UTC(year + 1, 0, 1); ms += 3_600_000) {
          if (zoneOffset(zone, ms) === zoneOffset(zone, ms + 3_600_000)) continue;
          for (let m = -2; m <= 62; m++) {
            const t = ms + m * 60_000;
            expect(zoneOffset(zone, t), `${zone} ${new Date(t).toISOString()}`).toBe(intlOffset(zone, t));
          }
        }
      }
    }
  }, 60_000);

  it("give a member's day: 11 pm in Los Angeles is already tomorrow in London and Tokyo", () => {
    const ms = Date.UTC(2027, 2, 20, 6, 30); // 23:30 on the 19th in Los Angeles
    expect(dayIn('America/Los_Angeles', ms)).toBe('2027-03-19');
    expect(dayIn('Europe/London', ms)).toBe('2027-03-20');
    expect(dayIn('Asia/Tokyo', ms)).toBe('2027-03-20');
    expect(dayIn('UTC', ms)).toBe('2027-03-20');
  });
});
