import { yieldToMain } from '@portal/kit';
import { readJsonInSlices, slicesOf } from './readJsonInSlices';

jest.mock('@portal/kit', () => ({ yieldToMain: jest.fn(() => Promise.resolve()) }));

/** A body that arrives in pieces of `bytes`, cut anywhere (inside a multi-byte character too). */
function streamed(text: string, bytes: number): Response {
  const data = new TextEncoder().encode(text);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= data.length) return controller.close();
      controller.enqueue(data.slice(at, at + bytes));
      at += bytes;
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

const tricky = {
  sea: Array.from({ length: 60 }, (_, i) => ({
    shipmentid: `SEA26-${i}`,
    goods: i % 3 === 0 ? 'Brackets ] } [ { and "quotes", a back\\slash, commas , and \u2603 ☃ 🚢' : 'General cargo',
    progress: i,
    delay_days: i % 4 ? null : -i,
    nested: { deep: [[1, 2], { a: [] }], empty: {}, yes: true, no: false, x: 1e-7 },
  })),
  air: [],
  totals: { SEA: 60, AIR: 0 },
  updated: '2026-11-25T04:00:00.000Z',
  text: 'Zürich → Tōkyō 🛫',
};

describe('readJsonInSlices', () => {
  beforeEach(() => jest.mocked(yieldToMain).mockClear());

  it.each([
    [7, 5],
    [64, 3],
    [1024, 4096],
  ])('is JSON.parse of the answer, in slices of %d characters from pieces of %d bytes', async (slice, bytes) => {
    const text = JSON.stringify(tricky);
    expect(await readJsonInSlices(streamed(text, bytes), slice)).toEqual(JSON.parse(text));
  });

  it('hands the main thread back between slices: a long answer is many short tasks', async () => {
    const text = JSON.stringify(tricky);
    await readJsonInSlices(streamed(text, 1 << 20), 256);
    expect(jest.mocked(yieldToMain).mock.calls.length).toBeGreaterThanOrEqual(Math.floor(text.length / 256) - 1);
  });

  it('rejects a body that is not JSON', async () => {
    await expect(readJsonInSlices(streamed('{"sea": [1, 2', 4), 5)).rejects.toThrow();
    await expect(readJsonInSlices(streamed('<html>', 4), 5)).rejects.toThrow();
  });
});

describe('slicesOf', () => {
  it('cuts at the size, keeps every character, never between the halves of a surrogate pair', async () => {
    const text = 'ab🚢cd🚢🚢e';
    for (const size of [1, 2, 3, 4, 5]) {
      const slices: string[] = [];
      for await (const slice of slicesOf(text, size)) slices.push(slice);
      expect(slices.join('')).toBe(text);
      for (const slice of slices) {
        expect(slice.length).toBeLessThanOrEqual(Math.max(size, 2));
        expect(/^[\uDC00-\uDFFF]/.test(slice)).toBe(false);
      }
    }
  });
});
