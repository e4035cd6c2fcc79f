import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WorkGrid } from '../../src/components/work/WorkGrid.tsx';
import { entryPhotos, formatWorkMonth, workEntry, type WorkEntry } from '../../src/content/work-schema.ts';
import { firstScreensWork, gridGap, workFor } from '../../src/lib/work.ts';
import { variantWidths, workPhotoFallbackSrc, workPhotoSrcset } from '../../src/lib/work-photos.ts';

const photo = (n: number) => ({ id: `${'A'.repeat(21)}${n}`, width: 1440, height: 1080, alt: `Photo number ${n} of a repaired slab` });
const single = (id: string, service: WorkEntry['service'], town: WorkEntry['town'], month: string): WorkEntry => ({
  id,
  caption: `Job ${id} finished and cleaned up`,
  service,
  town,
  month,
  shot: { kind: 'single', photo: photo(1) },
});
const pair = (id: string, service: WorkEntry['service'], town: WorkEntry['town'], month: string): WorkEntry => ({
  ...single(id, service, town, month),
  shot: { kind: 'before-after', before: photo(2), after: photo(3) },
});

describe('the Recent work schema', () => {
  it('accepts a single photo and a before/after pair', () => {
    expect(workEntry.parse(single('a', 'leveling', 'Matthews', '2026-05')).shot.kind).toBe('single');
    expect(entryPhotos(workEntry.parse(pair('b', 'crack-repair', 'Concord', '2025-12'))).map((p) => p.alt)).toEqual([photo(2).alt, photo(3).alt]);
  });

  it('refuses each bad field with a sentence that says what it needs', () => {
    const messages = (entry: unknown) => workEntry.safeParse(entry).error?.issues.map((issue) => issue.message) ?? [];
    const good = single('a', 'leveling', 'Matthews', '2026-05');
    expect(messages({ ...good, caption: 'Short' })).toEqual(['The caption needs 10 to 160 characters; it has 5.']);
    expect(messages({ ...good, service: 'roofing' })).toEqual(['Choose the service: driveway-repair, crack-repair, resurfacing, leveling, commercial.']);
    expect(messages({ ...good, town: 'Raleigh' })[0]).toMatch(/^Choose the town: Charlotte, Matthews/);
    expect(messages({ ...good, month: '2026-13' })).toEqual(['Give the month the job was finished, such as 2026-05.']);
    expect(messages({ ...good, month: '2099-01' })).toEqual(['The month the job was finished cannot be in the future.']);
    expect(messages({ ...good, shot: { kind: 'single', photo: { ...photo(1), alt: '' } } })).toEqual(['The alt text needs 10 to 200 characters; it has 0.']);
    expect(messages({ ...good, shot: { kind: 'single', photo: { ...photo(1), id: '../../etc/passwd' } } })).toEqual(['This is not a stored photo: upload the photo again.']);
    expect(messages({ ...good, shot: { kind: 'before-after', before: photo(1) } }).length).toBeGreaterThan(0);
    expect(messages({ ...good, extra: '<script>' }).length).toBeGreaterThan(0);
  });

  it('writes the month in words', () => {
    expect(formatWorkMonth('2026-05')).toBe('May 2026');
  });
});

describe('strips of recent work', () => {
  const entries = [
    pair('p1', 'leveling', 'Matthews', '2026-09'),
    single('s1', 'crack-repair', 'Charlotte', '2026-08'),
    pair('p2', 'resurfacing', 'Concord', '2026-07'),
    single('s2', 'leveling', 'Matthews', '2026-05'),
    single('s3', 'leveling', 'Concord', '2026-04'),
  ];
  const ids = (list: WorkEntry[]) => list.map((entry) => entry.id);

  it('puts in a phone\'s first screens the owner\'s hero job, else the newest before-and-after pair, else the newest job', () => {
    expect(firstScreensWork(entries)?.id).toBe('p1');
    expect(firstScreensWork(entries.slice(1))?.id).toBe('p2');
    expect(firstScreensWork([entries[1]!, entries[3]!])?.id).toBe('s1');
    expect(firstScreensWork([...entries.slice(0, 3), { ...entries[3]!, hero: true }])?.id).toBe('s2');
    expect(firstScreensWork([])).toBeNull();
  });

  it('fills one row: a pair takes two columns, and a job that does not fit is passed over for a later one that does', () => {
    expect(ids(workFor(entries, {}, 3))).toEqual(['p1', 's1']);
    expect(ids(workFor(entries, { service: 'leveling' }, 2))).toEqual(['p1']);
    expect(ids(workFor(entries, { town: 'Concord' }, 2))).toEqual(['p2']);
    expect(ids(workFor(entries, { service: 'crack-repair' }, 2))).toEqual(['s1']);
    expect(ids(workFor(entries, { town: 'Matthews', service: 'leveling' }, 3))).toEqual(['p1', 's2']);
    expect(workFor(entries, { town: 'Gastonia' }, 3)).toEqual([]);
  });

  it('finds the empty cells dense packing leaves, when one tile can fill them', () => {
    expect(gridGap([1], 3)).toBe(2);
    expect(gridGap([1], 2)).toBe(1);
    expect(gridGap([2, 1], 3)).toBe(0);
    // Two columns: the single job takes row 1, the pair cannot fit beside it and opens row 2.
    expect(gridGap([1, 2], 2)).toBe(1);
    expect(gridGap([2, 1, 2, 1], 3)).toBe(0);
    expect(gridGap([2, 2], 3)).toBe(0);
    expect(gridGap([1, 1, 2, 2], 3)).toBe(0);
    expect(gridGap([1, 1, 1, 1], 3)).toBe(2);
    expect(gridGap([], 3)).toBe(0);
  });

  it('offers the next step in the cells a short strip leaves empty, and only there', () => {
    const tile = (list: WorkEntry[], layout: 'wide' | 'column') =>
      renderToStaticMarkup(createElement(WorkGrid, { entries: list, layout })).match(/<li class="([^"]*)"><p class="text-lg font-bold">Your concrete could be next/)?.[1];
    expect(tile([entries[1]!], 'wide')).toMatch(/^hidden md:flex md:col-span-1 lg:flex lg:col-span-2 flex-col/);
    expect(tile([entries[1]!], 'column')).toMatch(/^hidden sm:flex sm:col-span-1 flex-col/);
    expect(tile([entries[0]!, entries[1]!], 'wide')).toMatch(/^hidden md:flex md:col-span-1 lg:hidden flex-col/);
    expect(tile([entries[0]!], 'column')).toBeUndefined();
    expect(tile(entries.slice(3), 'column')).toBeUndefined();
  });
});

describe('job photo addresses', () => {
  it('names every stored width in the srcset and falls back to the middle one', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1440]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    expect(variantWidths(640)).toEqual([480, 640]);
    expect(variantWidths(400)).toEqual([400]);
    const id = 'B'.repeat(22);
    expect(workPhotoSrcset({ id, width: 1000 }, 'avif')).toBe(`/work/${id}-480.avif 480w, /work/${id}-960.avif 960w, /work/${id}-1000.avif 1000w`);
    expect(workPhotoFallbackSrc({ id, width: 800 })).toBe(`/work/${id}-800.webp`);
    expect(workPhotoFallbackSrc({ id, width: 1440 })).toBe(`/work/${id}-960.webp`);
  });
});
