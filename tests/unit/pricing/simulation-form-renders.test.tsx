// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulationForm, type SimulationFormProps } from '@/components/apply/simulation-form';
import { priceBookFromContent } from '@/lib/pricing/from-content';
import { defaultCampaignData, defaultPlanData } from '@/lib/state/types';
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
const props: SimulationFormProps = {
  book,
  planData: defaultPlanData,
  campaignData: defaultCampaignData,
  area: null,
  appliedAt: '2026-08-01T12:00:00+09:00',
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
    rerender(
      <SimulationForm
        {...props}
        campaignData={{ ...defaultCampaignData, campaignPolicy: 'price' }}
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
    rerender(<SimulationForm {...props} planData={{ ...defaultPlanData, baseMenu: 1 }} />);
    expect(priced.calls).toBeGreaterThan(first);
  });
});
