// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let pathname = '/faq/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

let idle: (() => void)[] = [];
let reload = vi.fn();

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  pathname = '/faq/';
  idle = [];
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    href: 'http://localhost/faq/',
    pathname: '/faq/',
    search: '',
    origin: 'http://localhost',
    reload,
    replace: vi.fn(),
  } as unknown as Location);
});

afterEach(() => {
  cleanup();
  vi.doUnmock('@/components/platform/client-platform');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pages = () => JSON.parse(sessionStorage.getItem('hikari-site:pages') ?? 'null');
const settingsCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([, init]) =>
    String((init as RequestInit | undefined)?.body ?? '').includes('getSettingLambda'),
  );

async function mount() {
  const fetchMock = vi.fn(
    async () => new Response('{"errors":[{"message":"down"}]}', { status: 503 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const { PlatformBoot } = await import('@/components/platform/platform-boot');
  const view = render(<PlatformBoot />);
  const runIdle = () => act(async () => idle.splice(0).forEach((cb) => cb()));
  return { view, fetchMock, PlatformBoot, runIdle };
}

describe('PlatformBoot (lazy loader of the client platform)', () => {
  it('does nothing before idle, then loads the platform: settings, page views per navigation', async () => {
    const { view, fetchMock, PlatformBoot, runIdle } = await mount();
    expect(view.container.innerHTML).toBe('');
    pathname = '/plan/';
    view.rerender(<PlatformBoot />);
    expect(pages()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await runIdle();
    await waitFor(() => expect(pages()).toEqual({ current: '/plan/', previous: '/faq/' }));
    // The API answers 503: the GraphQL caller's retry link makes 3 attempts, then defaults apply.
    await waitFor(() => expect(settingsCalls(fetchMock).length).toBe(3), { timeout: 10_000 });

    pathname = '/company/';
    view.rerender(<PlatformBoot />);
    await waitFor(() => expect(pages()).toEqual({ current: '/company/', previous: '/plan/' }));
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when the platform chunk fails to load (new release)', async () => {
    vi.doMock('@/components/platform/client-platform', () => {
      throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    });
    const { runIdle } = await mount();
    await runIdle();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
