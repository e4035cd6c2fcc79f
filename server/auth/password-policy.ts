import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const passwordLength = { min: 12, max: 128 } as const;

/** zxcvbn score 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
const minimumScore = 3;

let checker: ZxcvbnFactory | undefined;

/**
 * The owner's password rule (ASVS 2.1): 12 to 128 characters, and not guessable from the
 * common and breached password lists, keyboard patterns or the e-mail address itself.
 * Returns the reason it is refused, or null when it is acceptable.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < passwordLength.min) return `Use at least ${passwordLength.min} characters.`;
  if (password.length > passwordLength.max) return `Use at most ${passwordLength.max} characters.`;
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  if (checker.check(password, [email, ...email.split(/[@.]/)]).score >= minimumScore) return null;
  return 'This password is too common or too easy to guess. A few unrelated words make a strong one.';
}
