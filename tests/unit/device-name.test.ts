import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../src/lib/dates.ts';
import { deviceName } from '../../server/inbox/device-name.ts';

describe('deviceName', () => {
  it('names a device by browser and system, as an owner would', () => {
    const cases: [string, string][] = [
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Microsoft Edge on macOS'],
    ];
    for (const [userAgent, name] of cases) expect(deviceName(userAgent), userAgent).toBe(name);
  });

  it('says what it can for an empty or unknown string', () => {
    expect(deviceName(null)).toBe('Unknown browser');
    expect(deviceName('')).toBe('Unknown browser');
    expect(deviceName('curl/8.5.0')).toBe('Unknown browser');
    expect(deviceName('<script>alert(1)</script>')).toBe('Unknown browser');
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('words the time since, at a glance', () => {
    expect(timeAgo(before(20_000), now)).toBe('just now');
    expect(timeAgo(before(5 * 60_000), now)).toBe('5 min ago');
    expect(timeAgo(before(2 * 3_600_000 + 59 * 60_000), now)).toBe('2 h ago');
    expect(timeAgo(before(30 * 3_600_000), now)).toBe('yesterday');
    expect(timeAgo(before(3 * 86_400_000 + 5_000), now)).toBe('3 days ago');
    // A clock a little ahead of the server's never reads as the future.
    expect(timeAgo(before(-90_000), now)).toBe('just now');
  });
});
