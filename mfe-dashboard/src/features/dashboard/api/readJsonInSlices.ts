import { yieldToMain } from '@portal/kit';

/** Characters of JSON parsed per task: a millisecond or two on a laptop, under 10 ms on a phone at 4x. */
const SLICE_CHARS = 32 * 1024;

/**
 * An answer's JSON parsed in slices, each in a task of its own, as its bytes arrive:
 * `res.json()` parses the dashboard's megabyte (2 000 shipments) in one task of 40-60 ms on a
 * phone that nothing can interrupt. @discoveryjs/json-ext puts the value together from the
 * slices with the browser's own JSON.parse; the result is JSON.parse's.
 */
export async function readJsonInSlices<T>(res: Response, sliceChars = SLICE_CHARS): Promise<T> {
  // Its own small chunk: the first screen (the overview) does not wait for it.
  const { parseChunked } = await import(/* webpackChunkName: "json-ext" */ '@discoveryjs/json-ext');
  // Evaluating the chunk was a task of its own; the first slice starts the next one.
  await yieldToMain();
  return (await parseChunked(() => textSlices(res, sliceChars))) as T;
}

async function* textSlices(res: Response, sliceChars: number): AsyncGenerator<string> {
  if (!res.body || typeof TextDecoderStream === 'undefined') {
    yield* slicesOf(await res.text(), sliceChars);
    return;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield* slicesOf(value, sliceChars);
      // Chunks the network has already delivered are read in microtasks: without this, the
      // last slice of one and the first of the next were parsed in one task.
      await yieldToMain();
    }
  } finally {
    reader.releaseLock();
  }
}

/** `text` in pieces of at most `size` characters, the main thread handed back after each; a surrogate pair is never cut. */
export async function* slicesOf(text: string, size: number): AsyncGenerator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + size);
    const last = text.charCodeAt(end - 1);
    // A slice ending in the first half of a pair ends before it (or, one character long, after the pair).
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += end - 1 > start ? -1 : 1;
    yield text.slice(start, end);
    start = end;
    if (start < text.length) await yieldToMain();
  }
}
