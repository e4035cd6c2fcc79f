import { describe, expect, it } from 'vitest';
import { deviceName } from '../../server/alerts/device.ts';
import { addressProblem, endpointProblem, guardedLookup } from '../../server/alerts/endpoint.ts';
import { leadAlert } from '../../server/alerts/push.ts';
import { alertTime, hourLabel } from '../../src/lib/quiet-hours.ts';
import { readConfig } from '../../server/config.ts';
import { describeNotifications } from '../../server/leads/config.ts';

describe('quiet hours on Charlotte time', () => {
  const overnight = { starts: 21, ends: 6 };
  it('lets an alert outside quiet hours go at once', () => {
    const noon = new Date('2026-11-24T17:00:00Z'); // 12:00 in Charlotte (EST)
    expect(alertTime(noon, overnight)).toEqual(noon);
    expect(alertTime(noon, null)).toEqual(noon);
  });
  it('holds an alert at 11 PM until 6 AM the next morning, and one at 2 AM until 6 AM that morning', () => {
    expect(alertTime(new Date('2026-11-25T04:00:00Z'), overnight).toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(alertTime(new Date('2026-11-25T07:00:00Z'), overnight).toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });
  it('ends at the wall-clock hour across a change of clocks (DST ends Nov 1, 2026)', () => {
    // 10 PM EDT on Oct 31 is held until 6 AM EST on Nov 1.
    expect(alertTime(new Date('2026-11-01T02:00:00Z'), overnight).toISOString()).toBe('2026-11-01T11:00:00.000Z');
  });
  it('holds daytime quiet hours too (1 PM to 3 PM)', () => {
    expect(alertTime(new Date('2026-11-24T18:30:00Z'), { starts: 13, ends: 15 }).toISOString()).toBe('2026-11-24T20:00:00.000Z');
    expect(alertTime(new Date('2026-11-24T20:00:00Z'), { starts: 13, ends: 15 }).toISOString()).toBe('2026-11-24T20:00:00.000Z');
  });
  it('names hours as a phone would', () => {
    expect([0, 6, 12, 21].map(hourLabel)).toEqual(['midnight', '6 AM', 'noon', '9 PM']);
  });
});

describe('where a push may go', () => {
  it('refuses anything but https: on a public address', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', { allowLoopback: false })).toBeNull();
    expect(endpointProblem('https://web.push.apple.com/QGk', { allowLoopback: false })).toBeNull();
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://[::1]/push',
      'https://[::ffff:10.0.0.1]/push',
      'https://10.1.2.3/push',
      'https://172.20.0.1/push',
      'https://100.64.0.1/push',
      'https://169.254.169.254/push',
      'https://0.0.0.0/push',
      'https://printer/push',
      'https://nas.home.arpa/push',
      'https://user:pw@fcm.googleapis.com/push',
      'not a url',
    ]) {
      expect([endpoint, endpointProblem(endpoint, { allowLoopback: false })]).not.toEqual([endpoint, null]);
    }
  });
  it('allows loopback, and only loopback, for the tests\' push service', () => {
    expect(endpointProblem('https://127.0.0.1:8443/push', { allowLoopback: true })).toBeNull();
    expect(endpointProblem('https://localhost:8443/push', { allowLoopback: true })).toBeNull();
    expect(endpointProblem('https://10.0.0.1/push', { allowLoopback: true })).not.toBeNull();
    expect(addressProblem('192.168.1.10', { allowLoopback: true })).not.toBeNull();
    expect(addressProblem('::1', { allowLoopback: true })).toBeNull();
  });
  it('refuses a name that resolves to a private address when the push is sent', async () => {
    const lookup = guardedLookup({ allowLoopback: false });
    const result = await new Promise<{ error: NodeJS.ErrnoException | null }>((resolve) => lookup('localhost', { all: false }, (error) => resolve({ error })));
    expect(result.error?.message).toMatch(/resolves to a private address/);
    const allowed = await new Promise<string>((resolve, reject) => guardedLookup({ allowLoopback: true })('localhost', {}, (error, address) => (error ? reject(error) : resolve(address as string))));
    expect(['127.0.0.1', '::1']).toContain(allowed);
  });
});

describe('what an alert says', () => {
  it('names the service, the town and the first name, never the rest', () => {
    const alert = leadAlert({ id: 7, name: '  Dana  Whitfield ', service: 'leveling', address: '118 Trade St, Matthews, NC 28105' });
    expect(alert).toEqual({ title: 'New request: Concrete Leveling in Matthews, from Dana', body: 'Tap to open it in your inbox.', url: '/inbox/leads/7', tag: 'lead-7' });
    expect(leadAlert({ id: 8, name: 'Lee', service: 'other', address: '' }).title).toBe('New request: Other, from Lee');
  });
  it('names a device readably', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36')).toBe('Samsung Internet on Android');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge on Windows');
    expect(deviceName(undefined)).toBe('Unknown device');
  });
});

describe('the start-up line', () => {
  it('counts phones that get alerts as notifications, so a server without SMTP no longer says nobody is told', () => {
    const leads = readConfig({}).leads;
    expect(describeNotifications(leads)).toMatch(/^Lead notifications: none/);
    expect(describeNotifications(leads, 2)).toBe('Lead notifications: phone alerts to 2 devices');
    expect(describeNotifications(leads, 1)).toBe('Lead notifications: phone alerts to 1 device');
  });
  it('reads ALERTS_ALLOW_LOCAL_ENDPOINTS as a flag, off by default, and names a wrong value', () => {
    expect(readConfig({}).leads.allowLocalPushEndpoints).toBe(false);
    expect(readConfig({ ALERTS_ALLOW_LOCAL_ENDPOINTS: '1' }).leads.allowLocalPushEndpoints).toBe(true);
    expect(() => readConfig({ ALERTS_ALLOW_LOCAL_ENDPOINTS: 'yes' })).toThrow(/ALERTS_ALLOW_LOCAL_ENDPOINTS="yes" is invalid/);
  });
});
