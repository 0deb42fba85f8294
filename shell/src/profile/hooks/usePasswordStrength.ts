import { useEffect, useMemo, useState } from 'react';
import { MAX_PASSWORD_LENGTH } from '@portal/contracts/rules/password';

/**
 * zxcvbn-ts, loaded on first use of the password form only (a dynamic import: the dictionaries
 * weigh hundreds of KB and the shell's first page must stay small). Same dictionaries as the API.
 * Its feedback stays as zxcvbn's keys (no translations given): the meter words them from the
 * shell's messages, so the hints follow the active language, and a language change needs no
 * second dictionary or a new estimate.
 */
export interface Strength {
  score: number;
  /** zxcvbn's warning key (`password.hints.warnings.<key>`), '' for none. */
  warning: string;
  /** zxcvbn's suggestion keys (`password.hints.suggestions.<key>`). */
  suggestions: string[];
}

type Estimate = (password: string, userInputs: string[]) => Strength;

let estimator: Promise<Estimate> | null = null;

function loadEstimator(): Promise<Estimate> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, maxLength: MAX_PASSWORD_LENGTH });
    return (password, userInputs) => {
      const result = zxcvbn.check(password, userInputs);
      return { score: result.score, warning: result.feedback.warning ?? '', suggestions: result.feedback.suggestions };
    };
  });
  estimator.catch(() => {
    estimator = null; // a failed chunk load may be retried on the next render
  });
  return estimator;
}

export interface PasswordStrength {
  /** null while the estimator loads, when it failed, or for an empty password. */
  strength: Strength | null;
  /** 'failed': the chunk could not load; the API still enforces the floor. */
  status: 'loading' | 'ready' | 'failed';
}

/** `enabled`: start loading (the dictionaries are ~200 KB compressed: only once the user is about to type). */
export function usePasswordStrength(password: string, userInputs: string[], enabled = true): PasswordStrength {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    loadEstimator().then(
      (fn) => !cancelled && setEstimate(() => fn),
      (err) => {
        console.error('The password strength estimator could not be loaded', err);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  const inputsKey = userInputs.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const strength = useMemo(() => (estimate && password ? estimate(password, userInputs) : null), [estimate, password, inputsKey]);
  return { strength, status: estimate ? 'ready' : failed ? 'failed' : 'loading' };
}
