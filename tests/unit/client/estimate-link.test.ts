import { describe, expect, it } from 'vitest';
import { decodeEstimate, encodeEstimate } from '@/lib/state/estimate-link';
import { defaultPlanData } from '@/lib/state/types';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('est share link', () => {
  it('round-trips the estimate fields', () => {
    const plan = {
      ...defaultPlanData,
      selectedPlan: 'plan10G' as const,
      baseMenu: 2 as const,
      isTV: true,
      mansionPlanType: 'V',
    };
    expect(decodeEstimate(encodeEstimate(plan))).toEqual({
      selectedPlan: 'plan10G',
      baseMenu: 2,
      isTV: true,
      mansionPlanType: 'V',
    });
  });
  it('ignores applyForm2, empty and undecodable values', () => {
    expect(decodeEstimate('applyForm2')).toBeNull();
    expect(decodeEstimate('')).toBeNull();
    expect(decodeEstimate('%%%')).toBeNull();
    expect(decodeEstimate(b64([1, 2]))).toBeNull();
    expect(decodeEstimate(b64('text'))).toBeNull();
  });
  it('drops unknown keys, wrong types, values outside a closed set and area-check fields', () => {
    expect(
      decodeEstimate(
        b64({
          selectedPlan: 'plan100G',
          baseMenu: 5,
          isTV: 'yes',
          lastName: '山田',
          isAreaChecked: true,
          isPhone: true,
          prefecture: 3,
        }),
      ),
    ).toEqual({ isPhone: true });
  });
});
