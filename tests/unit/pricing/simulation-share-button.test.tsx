// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulationSummary } from '@/components/apply/simulation-summary';
import { decodeSimulationEstimate, encodeSimulationEstimate } from '@/lib/pricing/estimate-share';
import type { Totals } from '@/lib/pricing/types';
import { defaultCampaignData, defaultPlanData } from '@/lib/state/types';

const totals: Totals = {
  firstMonth: 1000,
  months2to12: { min: 5000, max: 5000, total: 55000 },
  firstYear: 56000,
  twoYear: 116000,
  threeYear: 176000,
  benefitsWithin3Years: 0,
  effectiveMonthly: 4889,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function clipboard(writeText: (s: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('mobile bottom bar share button', () => {
  const est = encodeSimulationEstimate(
    { ...defaultPlanData, selectedPlan: 'plan10G', baseMenu: 1, isPhone: true },
    { baseCampaign: 'isOneYear980CP', campaignPolicy: defaultCampaignData.campaignPolicy },
  );
  const shareHref = `/apply/form/?est=${est}`;

  it('copies the absolute est URL of the estimate and says so', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    clipboard(writeText);
    render(
      <SimulationSummary totals={totals} ranges={[]} onSubmit={() => {}} shareHref={shareHref} />,
    );
    const bar = screen.getByTestId('summary-mobile');
    fireEvent.click(bar.querySelector('[data-testid="share-copy"]')!);
    expect(await screen.findByText('コピーしました')).toBeTruthy();
    const copied = new URL(writeText.mock.calls[0]![0]);
    expect(copied.origin).toBe(window.location.origin);
    expect(copied.pathname).toBe('/apply/form/');
    const restored = decodeSimulationEstimate(copied.searchParams.get('est')!);
    expect(restored?.planData.selectedPlan).toBe('plan10G');
    expect(restored?.choice.baseCampaign).toBe('isOneYear980CP');
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    clipboard(async () => {
      throw new Error('denied');
    });
    render(
      <SimulationSummary totals={totals} ranges={[]} onSubmit={() => {}} shareHref={shareHref} />,
    );
    fireEvent.click(
      screen.getByTestId('summary-mobile').querySelector('[data-testid="share-copy"]')!,
    );
    const link = await screen.findByRole('link', { name: 'こちらのリンク' });
    expect(link.getAttribute('href')).toBe(shareHref);
  });

  it('has no share button without a share link', () => {
    render(<SimulationSummary totals={totals} ranges={[]} onSubmit={() => {}} />);
    expect(screen.queryByTestId('share-copy')).toBeNull();
  });
});
