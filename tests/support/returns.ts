import { expect } from 'vitest';

type Primitive = string | number | boolean | null | undefined;

/**
 * Asserts what a one-argument function returns for each input, the input naming any failure.
 * Many unit tests check small pure mappings (a path to its route, a time to its label); a
 * table a call keeps each test to its cases instead of one `expect` line per case.
 */
export function expectReturns(fn: (input: string) => Primitive, cases: Record<string, Primitive>) {
  for (const [input, expected] of Object.entries(cases)) expect(fn(input), input).toBe(expected);
}
