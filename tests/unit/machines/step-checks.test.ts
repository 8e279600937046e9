import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPlanData } from '@/lib/state/types';
import {
  invalidForm2,
  invalidForm3,
  invalidTerms,
  validForm2,
  validForm3,
  validTerms,
} from './fixtures';

/**
 * The machine's step checks are installed by machines/step-schemas.ts (zod), which the machine
 * core does not import (issue 10: no zod on pages without a step form). Fresh modules per test.
 */
describe('machines/step-checks', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('without the schemas installed, step values count as incomplete', async () => {
    const checks = await import('@/machines/step-checks');
    expect(checks.isForm2Complete(validForm2)).toBe(false);
    expect(checks.isForm3Complete(validForm3, defaultPlanData)).toBe(false);
    expect(checks.isTermsComplete(validTerms, defaultPlanData)).toBe(false);
  });

  it('importing machines/step-schemas installs the zod checks', async () => {
    const checks = await import('@/machines/step-checks');
    await import('@/machines/step-schemas');
    expect(checks.isForm2Complete(validForm2)).toBe(true);
    expect(checks.isForm2Complete(invalidForm2)).toBe(false);
    expect(checks.isForm2Complete(null)).toBe(false);
    expect(checks.isForm3Complete(validForm3, defaultPlanData)).toBe(true);
    expect(checks.isForm3Complete(invalidForm3, defaultPlanData)).toBe(false);
    expect(checks.isTermsComplete(validTerms, defaultPlanData)).toBe(true);
    expect(checks.isTermsComplete(invalidTerms, defaultPlanData)).toBe(false);
  });

  it('a step form installs only its own step check (machines/step-schema-form2)', async () => {
    const checks = await import('@/machines/step-checks');
    await import('@/machines/step-schema-form2');
    expect(checks.isForm2Complete(validForm2)).toBe(true);
    expect(checks.isForm2Complete(invalidForm2)).toBe(false);
    expect(checks.isForm3Complete(validForm3, defaultPlanData)).toBe(false);
    expect(checks.isTermsComplete(validTerms, defaultPlanData)).toBe(false);
  });

  it('the machine module installs them too (tests, documents and the server import it)', async () => {
    const checks = await import('@/machines/step-checks');
    await import('@/machines/application-flow.machine');
    expect(checks.isForm2Complete(validForm2)).toBe(true);
    expect(checks.isForm2Complete(invalidForm2)).toBe(false);
  });
});
