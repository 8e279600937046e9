import { describe, expect, it } from 'vitest';
import { describeAreaResult, mansionPlanTypeLabel } from '@/components/apply/area-result';
import { approvedMansionArea, notServedArea, servedArea } from '../machines/fixtures';

describe('describeAreaResult (plain Japanese result)', () => {
  it('a served house: service, 10G, TV and the construction period', () => {
    const { headline, lines } = describeAreaResult(servedArea, 0);
    expect(headline).toBe('ご入力の住所は提供エリアです。');
    expect(lines).toEqual([
      '10ギガコースをご利用いただけます。',
      'テレビサービスをご利用いただけます。',
      '開通工事までの目安は約1〜2か月です。',
    ]);
  });

  it('a new build located by a pin: served provisionally (仮判定), not as a final answer', () => {
    const { headline, lines } = describeAreaResult(servedArea, 0, { provisional: true });
    expect(headline).toBe('ご入力の町名・大字は提供エリア（仮判定）です。');
    expect(headline).not.toBe('ご入力の住所は提供エリアです。');
    expect(lines).toContain('10ギガコースをご利用いただけます。');
    expect(describeAreaResult(notServedArea, 0, { provisional: true }).headline).toContain(
      '提供エリア外',
    );
  });

  it('no 10G and no TV are said plainly', () => {
    const { lines } = describeAreaResult(
      { ...servedArea, is10GArea: false, isTVArea: false, period: null },
      0,
    );
    expect(lines).toEqual([
      '10ギガコースは提供エリア外です（1ギガコースをご利用いただけます）。',
      'テレビサービスは提供エリア外です。',
    ]);
  });

  it('an approved apartment names its plan type; an unapproved one is served as a house', () => {
    expect(
      describeAreaResult({ ...approvedMansionArea, mansionPlanType: 'typeF' }, 1).lines[0],
    ).toBe('お住まいの建物はマンションタイプでご利用いただけます（タイプF）。');
    expect(describeAreaResult(servedArea, 1).lines[0]).toContain(
      'ホームタイプ（戸建て向けプラン）でご利用いただけます',
    );
  });

  it('an apartment whose name matched no registered building is told so', () => {
    const notFound = describeAreaResult({ ...servedArea, status: 'notFound' }, 1).lines[0];
    expect(notFound).toContain('見つかりませんでした');
    expect(notFound).not.toContain('導入がまだ');
    expect(describeAreaResult({ ...servedArea, status: 'identified' }, 1).lines[0]).toContain(
      '導入がまだ',
    );
  });

  it('not served', () => {
    const { headline } = describeAreaResult(notServedArea, 0);
    expect(headline).toContain('提供エリア外');
  });

  it('plan type labels', () => {
    expect(mansionPlanTypeLabel('typeV')).toBe('タイプV');
    expect(mansionPlanTypeLabel('タイプV')).toBe('タイプV');
    expect(mansionPlanTypeLabel(null)).toBeNull();
  });
});
