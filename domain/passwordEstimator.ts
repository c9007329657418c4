import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { StrengthEstimator } from './passwordStrength';

let factory: ZxcvbnFactory | undefined;

/**
 * zxcvbn with the common password list and keyboard layouts, built at the first check (its
 * dictionary is large: the client imports this module dynamically, never at start-up).
 * Feedback comes back as zxcvbn's keys, which domain/passwordStrength.ts turns into our texts.
 */
export const estimatePassword: StrengthEstimator = (password, userInputs) => {
  factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return factory.check(password, userInputs);
};
