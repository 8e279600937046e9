// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulationForm, type SimulationFormProps } from '@/components/apply/simulation-form';
import { estimateFor } from '@/lib/pricing/estimate';
import { formatYen } from '@/lib/pricing/format';
import { priceBookFromContent } from '@/lib/pricing/from-content';
import { defaultCampaignData, defaultPlanData, type CampaignData } from '@/lib/state/types';
import { fixtureSources } from './fixtures/documents';

// The plan and option sections price each choice with describeSteps while they render: its calls
// count their renders.
const priced = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@/lib/pricing/format', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/pricing/format')>();
  return {
    ...original,
    describeSteps: (...args: Parameters<typeof original.describeSteps>) => {
      priced.calls++;
      return original.describeSteps(...args);
    },
  };
});

const book = priceBookFromContent(fixtureSources());
const noop = () => {};
const AT = '2026-08-01T12:00:00+09:00';
/** The machine's estimate of a choice (before the area check). */
const estimate = (planData = defaultPlanData, campaignData: CampaignData = defaultCampaignData) =>
  estimateFor({ planData, campaignData, customerData: { areaData: null } }, book, AT);
const props: SimulationFormProps = {
  book,
  planData: defaultPlanData,
  campaignData: defaultCampaignData,
  estimate: estimate(),
  blocked: false,
  onPlanChange: noop,
  onCampaignChange: noop,
  onSubmit: noop,
};

afterEach(cleanup);

describe('SimulationForm renders only what its props change', () => {
  it('renders nothing again for the same props (the flow re-renders its step at load)', () => {
    const { rerender } = render(<SimulationForm {...props} />);
    const first = priced.calls;
    expect(first).toBeGreaterThan(0);
    rerender(<SimulationForm {...props} />);
    expect(priced.calls).toBe(first);
  });

  it('a new campaign choice leaves the plan and option sections as they are', () => {
    const { rerender, getByTestId } = render(<SimulationForm {...props} />);
    const first = priced.calls;
    const campaignData: CampaignData = { ...defaultCampaignData, campaignPolicy: 'price' };
    rerender(
      <SimulationForm
        {...props}
        campaignData={campaignData}
        estimate={estimate(defaultPlanData, campaignData)}
      />,
    );
    expect(priced.calls).toBe(first);
    // The sections that show the campaign did render the new choice.
    const price = getByTestId('simulation-breakdown').ownerDocument.querySelector<HTMLInputElement>(
      'input[name="campaignPolicy"]:checked',
    );
    expect(price?.parentElement?.textContent).toContain('料金重視');
  });

  it('a new plan renders the plan choice again', () => {
    const { rerender } = render(<SimulationForm {...props} />);
    const first = priced.calls;
    const planData = { ...defaultPlanData, baseMenu: 1 as const };
    rerender(<SimulationForm {...props} planData={planData} estimate={estimate(planData)} />);
    expect(priced.calls).toBeGreaterThan(first);
  });
});

describe('SimulationForm in two commits', () => {
  it('first the plan choice and the summary, then the sections below them', () => {
    const { rerender, container, queryByTestId } = render(
      <SimulationForm {...props} complete={false} />,
    );
    expect(container.querySelector('input[name="baseMenu"]')).not.toBeNull();
    expect(queryByTestId('summary-desktop')).not.toBeNull();
    expect(queryByTestId('simulation-breakdown')).toBeNull();
    expect(container.querySelector('[data-testid^="option-"]')).toBeNull();
    rerender(<SimulationForm {...props} complete />);
    expect(queryByTestId('simulation-breakdown')).not.toBeNull();
    expect(container.querySelector('[data-testid^="option-"]')).not.toBeNull();
  });
});

describe('SimulationForm with an estimate that trails the choice', () => {
  // SimulationStep hands the sections a deferred estimate: for a render, the choice is new and
  // the figures are the last estimate's.
  it('shows the new choice at once, the figures it was given, and 申し込む by `blocked`', () => {
    const planData = { ...defaultPlanData, baseMenu: 1 as const };
    const shown = estimate();
    const next = estimate(planData);
    expect(next.simulation.totals.threeYear).not.toBe(shown.simulation.totals.threeYear);
    const { getByTestId, getAllByRole, rerender } = render(
      <SimulationForm {...props} planData={planData} estimate={shown} blocked />,
    );
    expect(getByTestId('menu-1').querySelector('input')?.checked).toBe(true);
    expect(getByTestId('menu-0').querySelector('input')?.checked).toBe(false);
    expect(getByTestId('summary-three-year').textContent).toBe(
      formatYen(shown.simulation.totals.threeYear),
    );
    const submits = () => getAllByRole('button', { name: 'この内容で申し込む' });
    expect(submits().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    rerender(<SimulationForm {...props} planData={planData} estimate={next} blocked={false} />);
    expect(getByTestId('summary-three-year').textContent).toBe(
      formatYen(next.simulation.totals.threeYear),
    );
    expect(submits().some((b) => (b as HTMLButtonElement).disabled)).toBe(false);
  });
});
