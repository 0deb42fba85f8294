import { clampProgress } from './progress';

describe('clampProgress', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [42.4, 42],
    [100, 100],
    [180, 100],
    ['37', 37],
    [Number.NaN, 0],
    [null, 0],
    [undefined, 0],
  ])('%p → %p', (value, expected) => expect(clampProgress(value)).toBe(expected));
});
