import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createRenderQueue } from './render-queue.ts';

describe('render queue', () => {
  it('runs one render per event-loop turn, in order, letting other work run between them', async () => {
    const queue = createRenderQueue(10);
    const seen: string[] = [];
    let other: Promise<void> | undefined;
    const renders = [1, 2, 3].map((n) =>
      queue.run(() => {
        seen.push(`render ${n}`);
        // A request that arrives during the first render is served before the second one.
        if (n === 1) other = nextTurn().then(() => void seen.push('other'));
      }),
    );
    await Promise.all(renders);
    await other;
    expect(seen).toEqual(['render 1', 'other', 'render 2', 'render 3']);
  });

  it('says no past its waiting limit and takes work again once renders are done', async () => {
    const queue = createRenderQueue(2);
    const first = queue.run(() => 1);
    const second = queue.run(() => 2);
    expect(queue.run(() => 3)).toBeUndefined();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(await queue.run(() => 4)).toBe(4);
  });

  it('keeps going after a render throws', async () => {
    const queue = createRenderQueue(3);
    const failing = queue.run(() => {
      throw new Error('render failed');
    });
    const next = queue.run(() => 'ok');
    await expect(failing).rejects.toThrow('render failed');
    expect(await next).toBe('ok');
  });
});
