import { describe, expect, it } from 'vitest';
import { describeChange } from '../../src/lib/insights-format.ts';
import { parsePhotoNumber, photoPagePath } from '../../src/lib/photo-links.ts';

describe('describeChange', () => {
  it('compares with the period before in the fewest words, naming the number before once', () => {
    expect(describeChange(15, 12)).toBe('up 25% from\u00a012');
    expect(describeChange(36, 40)).toBe('down 10% from\u00a040');
    expect(describeChange(1_251, 1_250)).toBe('about the same as\u00a01,250');
    expect(describeChange(7, 7)).toBe('same as before');
    expect(describeChange(0, 0)).toBe('same as before');
    expect(describeChange(23, 0)).toBe('up from\u00a00');
    expect(describeChange(0, 4)).toBe('down 100% from\u00a04');
  });
});

describe('photo addresses', () => {
  it('reads only a photo number a page can have', () => {
    expect(parsePhotoNumber('2')).toBe(2);
    for (const bad of [undefined, '', '0', '02', '-1', '1.5', '1e3', '9999', '../1']) expect(parsePhotoNumber(bad), String(bad)).toBeNull();
    expect(photoPagePath(12, 3)).toBe('/inbox/leads/12/photos/3#photo');
  });
});
