import { describe, expect, it, vi } from 'vitest';
import { loadInTurns, loadOnce } from '@/lib/release/load-once';

describe('loadOnce', () => {
  it('loads on the first call only; concurrent and later calls share that load', async () => {
    const load = vi.fn(async () => ({ step: 'form2' }));
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    const c = await get();
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it('a failed load reaches every caller of that attempt and is forgotten: the next call loads again', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValue('loaded');
    const get = loadOnce(load);
    const first = await Promise.allSettled([get(), get()]);
    expect(first).toEqual([
      { status: 'rejected', reason: chunkError },
      { status: 'rejected', reason: chunkError },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get()).resolves.toBe('loaded');
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadInTurns', () => {
  it('starts each load in a task after the one before settled, so a timer set meanwhile runs between them', async () => {
    const log: string[] = [];
    const load = (name: string) => async () => {
      log.push(`start ${name}`);
      // Work the visitor asks for while this load is evaluated: a task queued behind it.
      setTimeout(() => log.push(`task after ${name}`), 0);
      return name;
    };
    await expect(loadInTurns([load('zod'), load('schemas'), load('step')])).resolves.toBe('step');
    expect(log.slice(0, 5)).toEqual([
      'start zod',
      'task after zod',
      'start schemas',
      'task after schemas',
      'start step',
    ]);
  });

  it('rejects with the first failure and does not start the loads after it', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const after = vi.fn(async () => 'step');
    await expect(
      loadInTurns([async () => 'zod', () => Promise.reject(chunkError), after]),
    ).rejects.toBe(chunkError);
    expect(after).not.toHaveBeenCalled();
  });
});
