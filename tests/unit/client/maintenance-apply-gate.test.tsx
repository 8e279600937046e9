// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MaintenanceApplyGate } from '@/components/platform/maintenance-apply-gate';
import { settingsStore } from '@/lib/settings/settings-store';
import { defaultSettings } from '@/lib/state/types';

const jstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

afterEach(cleanup);

describe('MaintenanceApplyGate', () => {
  it('renders the form while settings load and outside maintenance', () => {
    render(
      <MaintenanceApplyGate>
        <p>申し込みフォーム</p>
      </MaintenanceApplyGate>,
    );
    expect(screen.getByText('申し込みフォーム')).toBeTruthy();
    act(() => settingsStore.set({ settings: defaultSettings, source: 'network' }));
    expect(screen.getByText('申し込みフォーム')).toBeTruthy();
    expect(screen.queryByTestId('maintenance-apply-notice')).toBeNull();
  });

  it('refuses to start an application in maintenance mode and explains why in Japanese', () => {
    const maintenance = {
      ...defaultSettings.maintenance,
      category: 'maintenance',
      text: '12月1日 0:00〜6:00',
      firstDate: jstToday(),
      lastDate: jstToday(),
    };
    act(() =>
      settingsStore.set({ settings: { ...defaultSettings, maintenance }, source: 'network' }),
    );
    render(
      <MaintenanceApplyGate>
        <p>申し込みフォーム</p>
      </MaintenanceApplyGate>,
    );
    expect(screen.queryByText('申し込みフォーム')).toBeNull();
    const notice = screen.getByTestId('maintenance-apply-notice');
    expect(notice.textContent).toContain(
      'メンテナンス中のため、新規のお申し込みを受け付けておりません',
    );
    expect(notice.textContent).toContain('12月1日 0:00〜6:00');
  });
});
