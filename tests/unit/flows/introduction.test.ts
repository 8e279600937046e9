import { describe, expect, it, vi } from 'vitest';
import {
  applyIntroduction,
  describeIntroduction,
  introductionIdFromSearch,
  resolveIntroduction,
} from '@/lib/flows/introduction';
import { defaultCampaignData } from '@/lib/state/types';

describe('friend link introductionId', () => {
  it('reads and normalises the query parameter', () => {
    expect(introductionIdFromSearch('?introductionId=int-sample01')).toBe('INT-SAMPLE01');
    expect(introductionIdFromSearch('?utm_source=x&introductionId=%EF%BC%A9NT-SAMPLE02')).toBe(
      'INT-SAMPLE02',
    );
    expect(introductionIdFromSearch('?introductionId=')).toBeNull();
    expect(introductionIdFromSearch('?plan=10G')).toBeNull();
  });

  it('none: no parameter, no call', async () => {
    const check = vi.fn();
    expect(await resolveIntroduction(null, check)).toEqual({ kind: 'none' });
    expect(check).not.toHaveBeenCalled();
  });

  it('malformed: refused without a call', async () => {
    const check = vi.fn();
    expect(await resolveIntroduction('HELLO', check)).toEqual({
      kind: 'malformed',
      introductionId: 'HELLO',
    });
    expect(check).not.toHaveBeenCalled();
  });

  it('valid: the server confirmed it with an amount', async () => {
    const check = vi
      .fn()
      .mockResolvedValue({ introductionId: 'INT-SAMPLE01', isValid: true, campaignAmount: 5000 });
    expect(await resolveIntroduction('INT-SAMPLE01', check)).toEqual({
      kind: 'valid',
      introductionId: 'INT-SAMPLE01',
      amount: 5000,
    });
    expect(check).toHaveBeenCalledWith('INT-SAMPLE01');
  });

  it('invalid: unknown, stopped or expired (or no amount)', async () => {
    const no = vi
      .fn()
      .mockResolvedValue({ introductionId: 'INT-SAMPLE04', isValid: false, campaignAmount: 0 });
    expect(await resolveIntroduction('INT-SAMPLE04', no)).toEqual({
      kind: 'invalid',
      introductionId: 'INT-SAMPLE04',
    });
    const zero = vi
      .fn()
      .mockResolvedValue({ introductionId: 'INT-SAMPLE05', isValid: true, campaignAmount: 0 });
    expect((await resolveIntroduction('INT-SAMPLE05', zero)).kind).toBe('invalid');
  });

  it('failed: the check could not be made', async () => {
    const check = vi.fn().mockRejectedValue(new Error('offline'));
    expect(await resolveIntroduction('INT-SAMPLE01', check)).toEqual({
      kind: 'failed',
      introductionId: 'INT-SAMPLE01',
    });
  });

  it('a valid id sets introducerId and originalFriendCPCost; other states leave campaignData alone', () => {
    const held = {
      ...defaultCampaignData,
      introducerId: 'INT-SAMPLE02',
      originalFriendCPCost: 10000,
    };
    expect(
      applyIntroduction(defaultCampaignData, {
        kind: 'valid',
        introductionId: 'INT-SAMPLE01',
        amount: 5000,
      }),
    ).toMatchObject({ introducerId: 'INT-SAMPLE01', originalFriendCPCost: 5000 });
    for (const s of [
      { kind: 'none' },
      { kind: 'invalid', introductionId: 'X' },
      { kind: 'malformed', introductionId: 'X' },
      { kind: 'failed', introductionId: 'X' },
    ] as const) {
      expect(applyIntroduction(held, s)).toBe(held);
    }
  });

  it('says what each state means in Japanese, and that the visitor can go on without it', () => {
    expect(describeIntroduction({ kind: 'none' })).toBeNull();
    const valid = describeIntroduction({
      kind: 'valid',
      introductionId: 'INT-SAMPLE01',
      amount: 5000,
    })!;
    expect(valid.tone).toBe('success');
    expect(valid.text).toContain('5,000円');
    for (const kind of ['invalid', 'malformed', 'failed'] as const) {
      const d = describeIntroduction({ kind, introductionId: 'INT-SAMPLE04' })!;
      expect(d.tone).toBe('warning');
      expect(d.text).toContain('紹介特典なしでもこのままお申し込みいただけます');
    }
    expect(
      describeIntroduction({ kind: 'invalid', introductionId: 'INT-SAMPLE04' })!.text,
    ).toContain('有効期限');
  });
});
