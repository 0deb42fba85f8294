import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { MAX_PASSWORD_LENGTH } from '@portal/contracts/rules/password';

/**
 * zxcvbn-ts with the same dictionaries the profile page loads (language-common), so the API's
 * strength floor and the browser's meter give the same score. Built once, on first use.
 */
let estimator: ZxcvbnFactory | null = null;

export function passwordScore(password: string, userInputs: string[]): number {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, maxLength: MAX_PASSWORD_LENGTH });
  return estimator.check(password, userInputs).score;
}
