// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let pathname = '/faq/';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubEnv('NEXT_PUBLIC_BUILD_ID', 'build-A');
  localStorage.clear();
  sessionStorage.clear();
  pathname = '/faq/';
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function boot(serverBuildId: string) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/build-id/')) return new Response(serverBuildId, { status: 200 });
    return new Response('{"errors":[{"message":"down"}]}', { status: 503 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    href: 'http://localhost/faq/',
    pathname: '/faq/',
    search: '',
    origin: 'http://localhost',
    reload,
    replace: vi.fn(),
  } as unknown as Location);
  const { ClientPlatform } = await import('@/components/platform/client-platform');
  const PlatformBoot = () => <ClientPlatform pathname={pathname} />;
  const view = render(<PlatformBoot />);
  return { view, reload, fetchMock, PlatformBoot };
}

describe('release detection in the client platform', () => {
  it('checks about 1 s after start and reloads at the next navigation when the build changed', async () => {
    const { view, reload, fetchMock, PlatformBoot } = await boot('build-B');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/build-id/'))).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_100);
    });
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/build-id/'))).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    pathname = '/plan/';
    view.rerender(<PlatformBoot />);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the build is the same', async () => {
    const { view, reload, PlatformBoot } = await boot('build-A');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_100);
    });
    pathname = '/plan/';
    view.rerender(<PlatformBoot />);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a chunk-loading failure reloads once within 10 s', async () => {
    const { reload } = await boot('build-A');
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), {
      name: 'ChunkLoadError',
    });
    window.dispatchEvent(
      new ErrorEvent('error', { error: chunkError, message: chunkError.message }),
    );
    window.dispatchEvent(
      new ErrorEvent('error', { error: chunkError, message: chunkError.message }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
