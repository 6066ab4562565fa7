import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyPart } from '../../../client/platform/lazy-part.js';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyPart: a page part in a chunk of its own', () => {
  test('before its code is here it suspends; once preloaded it renders at once, with no Suspense needed', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const { Part, preload } = lazyPart(load);
    expect(
      renderToString(
        <Suspense fallback={<i>loading</i>}>
          <Part name="Dilnoza" />
        </Suspense>,
      ),
    ).toContain('<i>loading</i>');
    await preload();
    // renderToString has no streaming: the part must render in the same pass.
    expect(renderToString(<Part name="Dilnoza" />)).toBe('<p>Hello, <!-- -->Dilnoza</p>');
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed fetch is tried again by the next preload', async () => {
    const load = jest.fn<Promise<{ default: typeof Greeting }>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Greeting });
    const { Part, preload } = lazyPart(load);
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderToString(<Part name="Aziz" />)).toContain('Aziz');
  });
});
