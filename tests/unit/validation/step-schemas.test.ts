import { describe, expect, it } from 'vitest';
import { PERSONAL_STEPS } from '@/lib/apply/steps';
import { defaultCampaignData, defaultPlanData } from '@/lib/state/types';
import { FORM2_MESSAGES } from '@/lib/validation/form2';
import { stepDefaults, stepSchema } from '@/lib/validation/step-schemas';
import { validForm2 } from '../machines/fixtures';

const basis = (plan: Partial<typeof defaultPlanData> = {}) => ({
  planData: { ...defaultPlanData, ...plan },
  campaignData: defaultCampaignData,
});

describe('the step-form registry (schema and defaults of each personal step)', () => {
  it('has a schema and the starting values for every personal step of the step registry', () => {
    for (const step of PERSONAL_STEPS) {
      expect(typeof stepSchema(step, basis()).safeParse).toBe('function');
      expect(Object.keys(stepDefaults(step, basis())).length).toBeGreaterThan(0);
    }
  });

  it('form2 of a new build without an address: documents cannot go to the installation address', () => {
    const values = { ...validForm2, contactInfo: { type: 'same' } };
    expect(stepSchema('form2', basis()).safeParse(values).success).toBe(true);
    const refused = stepSchema('form2', basis({ isNoAddress: true })).safeParse(values);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toContain(FORM2_MESSAGES.noAddressMailing);
  });

  it('form3 starts from the holiday construction wish chosen with the plan', () => {
    expect(stepDefaults('form3', basis()).isHolidayConstruction).toBe(false);
    expect(
      stepDefaults('form3', basis({ isHolidayConstruction: true })).isHolidayConstruction,
    ).toBe(true);
  });
});
