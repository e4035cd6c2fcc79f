import { describe, expect, it } from 'vitest';
import { slowDownMs } from '../../server/auth/lockout.ts';
import { lockoutRules } from '../../server/auth/settings.ts';

describe('slowDownMs', () => {
  it('lets a first typo through at once, then doubles from 250 ms and never holds an answer over 2 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(slowDownMs)).toEqual([0, 0, 250, 500, 1000, 2000, 2000, 2000]);
  });

  it('slows every failure after the first before the lock engages', () => {
    for (let failures = 2; failures < lockoutRules.maxFailures; failures += 1) expect(slowDownMs(failures)).toBeGreaterThan(0);
  });
});
