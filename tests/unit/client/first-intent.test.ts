// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstIntent } from '@/lib/release/prefetch-policy';

/** Runs the frame callbacks the browser would run before its next paint. */
function paintFrame(frames: FrameRequestCallback[]) {
  for (const cb of frames.splice(0)) cb(performance.now());
}

describe('onFirstIntent', () => {
  const frames: FrameRequestCallback[] = [];
  afterEach(() => {
    frames.length = 0;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const setup = () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const fn = vi.fn();
    const cancel = onFirstIntent(fn);
    return { fn, cancel };
  };

  it('runs once, after the frame that answers the first input, not inside its handler', () => {
    const { fn } = setup();
    document.dispatchEvent(new Event('pointerdown'));
    expect(fn).not.toHaveBeenCalled();
    vi.runAllTimers();
    // No frame yet: the input's own frame comes first.
    expect(fn).not.toHaveBeenCalled();
    paintFrame(frames);
    expect(fn).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
    // Later inputs do not run it again.
    document.dispatchEvent(new Event('keydown'));
    document.dispatchEvent(new Event('focusin'));
    paintFrame(frames);
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does nothing before an input, and nothing once cancelled, even after the input', () => {
    const { fn, cancel } = setup();
    paintFrame(frames);
    vi.runAllTimers();
    expect(fn).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('touchstart'));
    cancel();
    paintFrame(frames);
    vi.runAllTimers();
    expect(fn).not.toHaveBeenCalled();
  });
});
