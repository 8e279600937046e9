// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulationForm } from '@/components/apply/simulation-form';
import { SimulationPlan } from '@/components/apply/simulation-plan';
import { formatYen } from '@/lib/pricing/format';
import { priceBookFromContent } from '@/lib/pricing/from-content';
import { simulateFees } from '@/lib/pricing/simulate';
import { estimateFor } from '@/lib/pricing/estimate';
import {
  defaultCampaignData,
  defaultPlanData,
  type CampaignData,
  type PlanData,
} from '@/lib/state/types';
import { fixtureSources } from './fixtures/documents';

const book = priceBookFromContent(fixtureSources());
const area = (is10GArea: boolean, isTVArea = true) => ({
  is10GArea,
  isTVArea,
  isMansionWari12: false,
  isKDDI: false,
  isApprovedMansion: false,
});
const AT = '2026-08-01T12:00:00+09:00';

afterEach(cleanup);

describe('SimulationPlan', () => {
  it('offers 10ギガ only where the area has it', () => {
    const { rerender } = render(
      <SimulationPlan
        book={book}
        planData={defaultPlanData}
        area={area(false)}
        onPlanChange={() => {}}
      />,
    );
    expect(screen.queryByTestId('plan-plan10G')).toBeNull();
    expect(screen.getByText(/10ギガプランはご利用いただけません/)).toBeTruthy();
    rerender(
      <SimulationPlan
        book={book}
        planData={defaultPlanData}
        area={area(true)}
        onPlanChange={() => {}}
      />,
    );
    expect(screen.getByTestId('plan-plan10G')).toBeTruthy();
  });

  it('offers the TV menu only where the area has TV', () => {
    render(
      <SimulationPlan
        book={book}
        planData={defaultPlanData}
        area={area(true, false)}
        onPlanChange={() => {}}
      />,
    );
    expect(screen.queryByTestId('menu-2')).toBeNull();
    expect(screen.getByTestId('menu-1')).toBeTruthy();
  });

  it('sends the plan choice up', () => {
    const onPlanChange = vi.fn();
    render(
      <SimulationPlan
        book={book}
        planData={defaultPlanData}
        area={null}
        onPlanChange={onPlanChange}
      />,
    );
    fireEvent.click(within(screen.getByTestId('plan-plan10G')).getByRole('radio'));
    expect(onPlanChange).toHaveBeenCalledWith({ selectedPlan: 'plan10G' });
  });
});

describe('SimulationForm', () => {
  const form = (planData: PlanData, campaignData: CampaignData, onCampaignChange = vi.fn()) => {
    const estimate = estimateFor(
      { planData, campaignData, customerData: { areaData: null } },
      book,
      AT,
    );
    return (
      <SimulationForm
        book={book}
        planData={planData}
        campaignData={campaignData}
        estimate={estimate}
        blocked={estimate.unavailable.length > 0}
        onPlanChange={() => {}}
        onCampaignChange={onCampaignChange}
        onSubmit={() => {}}
      />
    );
  };

  it('shows the figures of the estimate it is given, with the excluded campaigns and why', () => {
    const planData = { ...defaultPlanData, netflixPlan: 'none' as const, baseMenu: 1 as const };
    const campaignData: CampaignData = { ...defaultCampaignData, baseCampaign: 'is50000CP' };
    render(form(planData, campaignData));
    const expected = simulateFees(
      {
        planData,
        campaignChoice: { baseCampaign: 'is50000CP', campaignPolicy: 'benefits' },
        introduction: null,
        area: null,
        appliedAt: AT,
      },
      book,
    );
    expect(screen.getByTestId('summary-three-year').textContent).toBe(
      formatYen(expected.totals.threeYear),
    );
    expect(screen.getByTestId('total-first-year').textContent).toBe(
      formatYen(expected.totals.firstYear),
    );
    expect(screen.getByTestId('excluded-campaigns').textContent).toContain(
      '「50,000円キャッシュバック」と併用できません',
    );
  });

  it("sends the visitor's campaign choice up as a patch (the machine prices it)", () => {
    const onCampaignChange = vi.fn();
    render(form(defaultPlanData, defaultCampaignData, onCampaignChange));
    const policy = screen.getByRole('group', { name: 'おトクの受け取り方' });
    fireEvent.click(within(policy).getByRole('radio', { name: /料金重視/ }));
    expect(onCampaignChange).toHaveBeenCalledWith({ campaignPolicy: 'price' });
  });

  it('disables an option that needs the phone until the menu includes it', () => {
    render(form({ ...defaultPlanData, baseMenu: 0 }, defaultCampaignData));
    expect((screen.getByTestId('option-tensou') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('option-meshWifi') as HTMLInputElement).disabled).toBe(false);
  });
});

describe('planEstimate (plan pages use the same engine)', () => {
  it('equals the simulation of the same default choice', async () => {
    const { planEstimate } = await import('@/lib/pricing/plan-estimate');
    const r = planEstimate(book, { building: 'mansion', plan: 'plan1G', appliedAt: AT });
    const direct = simulateFees(
      {
        planData: { ...defaultPlanData, netflixPlan: 'none', buildingType: 1 },
        campaignChoice: { baseCampaign: null, campaignPolicy: 'benefits' },
        introduction: null,
        area: null,
        appliedAt: AT,
      },
      book,
    );
    expect(r.totals).toEqual(direct.totals);
    expect(r.applied.filter((a) => a.role === 'base')).toHaveLength(1);
  });
});
