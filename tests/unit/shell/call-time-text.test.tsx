// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '@/lib/state/types';

beforeEach(() => {
  vi.resetModules();
});
afterEach(cleanup);

async function mount() {
  const { CallTimeText } = await import('@/components/layout/call-time-text');
  const { settingsStore } = await import('@/lib/settings/settings-store');
  render(
    <strong data-testid="call-time">
      <CallTimeText fallback="10:00〜18:00" />
    </strong>,
  );
  return settingsStore;
}

describe('CallTimeText (phone modal reception hours)', () => {
  it('shows the server default until the settings arrive, then their display hours', async () => {
    const store = await mount();
    expect(screen.getByTestId('call-time').textContent).toBe('10:00〜18:00');
    const callTime = { displayFirstTime: 9, displayLastTime: 20, telFirstTime: 9, telLastTime: 21 };
    act(() => store.set({ settings: { ...defaultSettings, callTime }, source: 'network' }));
    await waitFor(() => expect(screen.getByTestId('call-time').textContent).toBe('9:00〜20:00'));
  });

  it('falls back to the default hours for an invalid pair in the settings', async () => {
    const store = await mount();
    const callTime = { ...defaultSettings.callTime, displayFirstTime: 19, displayLastTime: 11 };
    act(() => store.set({ settings: { ...defaultSettings, callTime }, source: 'network' }));
    act(() =>
      store.set({
        settings: { ...defaultSettings, callTime: { ...callTime, displayFirstTime: 8 } },
        source: 'cache',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('call-time').textContent).toBe('8:00〜11:00'));
    act(() => store.set({ settings: { ...defaultSettings, callTime }, source: 'cache' }));
    await waitFor(() => expect(screen.getByTestId('call-time').textContent).toBe('10:00〜18:00'));
  });
});
