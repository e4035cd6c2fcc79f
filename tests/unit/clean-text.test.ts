import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutSecrets } from '../../src/lib/booking-links.ts';
import { cleanLine, cleanText } from '../../src/lib/clean-text.ts';
import { isValidPhone } from '../../src/lib/quote-schema.ts';
import { serviceAreaAddress } from '../../src/lib/town.ts';

const token = 'Zx9_kQ-3hT0aB1cD2eF3gH';

describe('clean text', () => {
  it('drops every C0 and C1 control character from a one-line field, line breaks included', () => {
    expect(cleanLine('Mallory\u0000\u0007\u000b\u000c\u001b[31m\u007f\u0085\u009b\r\n  Smith ')).toBe('Mallory [31m Smith');
  });

  it('keeps the line breaks of a multi-line field as \\n, a tab as four spaces, and drops the rest', () => {
    expect(cleanText('one\r\ntwo\rthree\u0000\tfour\u0085')).toBe('one\ntwo\nthree     four ');
  });

  it('refuses tab, VT and FF in a phone number', () => {
    expect(isValidPhone('(704) 555-0123')).toBe(true);
    for (const phone of ['704\u000b555\u000c0123', '(704)\t555-0123', '704 555 0123\u0085']) expect(isValidPhone(phone)).toBe(false);
  });
});

describe('the service area of a typed address', () => {
  it('judges the address on its own words and lends the request ZIP only to a bare street', () => {
    expect(serviceAreaAddress('88 Elm St', '28105')).toBe('88 Elm St, 28105');
    expect(serviceAreaAddress('88 Elm St, Matthews', '28105')).toBe('88 Elm St, Matthews, 28105');
    expect(serviceAreaAddress('88 Elm St, Matthews, NC 28105', null)).toBe('88 Elm St, Matthews, NC 28105');
    expect(serviceAreaAddress('10010 Providence Rd, Charlotte, NC', '28277')).toBe('10010 Providence Rd, Charlotte, NC, 28277');
    expect(serviceAreaAddress('100 Main St, Rock Hill, SC 29730', '28078')).toBeNull();
    expect(serviceAreaAddress('100 Main St, Rock Hill', '28078')).toBeNull();
    expect(serviceAreaAddress('100 Main St, 29730', '28078')).toBeNull();
    expect(serviceAreaAddress('1 Main St, Raleigh, NC 27601', null)).toBeNull();
    expect(serviceAreaAddress('88 Elm St', null)).toBeNull();
  });
});

describe('no secret in the log', () => {
  it('names token paths by their route', () => {
    expect(withoutSecrets(`GET /book/${token} /visit/${token}/cancel /visit/${token}.ics /calendar/${token}.ics /contact/thank-you?ref=4&book=${token}`)).toBe(
      'GET /book/:token /visit/:token/cancel /visit/:token.ics /calendar/:secret.ics /contact/thank-you?ref=4&book=:token',
    );
  });

  it("scrubs every line the server's logger writes, at every level, an error's message and stack included", () => {
    const script = `
      import { createLogger } from './server/log.ts';
      const log = createLogger('debug');
      const error = new Error('failed on /visit/${token}/cancel');
      error.stack += '\\n    at fetch (/calendar/${token}.ics)';
      log.debug({ path: '/book/${token}' }, 'debug');
      log.warn('refused /visit/${token}/change');
      log.error({ err: error, path: '/visit/${token}' }, 'request failed');
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: resolve(import.meta.dirname, '..', '..'), encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(run.stdout).not.toContain(token);
    expect(run.stdout).toContain('/visit/:token/cancel');
    expect(run.stdout).toContain('/calendar/:secret.ics');
    expect(JSON.parse(lines[2]!).err.stack).toContain('/visit/:token/cancel');
  });
});
