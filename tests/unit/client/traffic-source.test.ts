import { describe, expect, it } from 'vitest';
import { deriveTrafficType, readTrafficParams } from '@/lib/tracking/traffic-source';

describe('deriveTrafficType: every branch in the spec order', () => {
  it.each([
    ['gclid → ad', 'gclid=g1', 'ad'],
    ['wbraid → ad', 'wbraid=w1', 'ad'],
    ['cpc from google → ad', 'utm_medium=cpc&utm_source=google', 'ad'],
    [
      'ad wins over twitter, line, introduction, estimate',
      'gclid=g&twclid=t&ldtag_cl=l&introductionId=i&est=e',
      'ad',
    ],
    ['twclid → twitter', 'twclid=t1', 'twitter'],
    ['cpc from twitter → twitter', 'utm_medium=cpc&utm_source=twitter', 'twitter'],
    ['twitter wins over line', 'twclid=t&ldtag_cl=l', 'twitter'],
    ['ldtag_cl → line', 'ldtag_cl=l1', 'line'],
    ['cpc from line → line', 'utm_medium=cpc&utm_source=line', 'line'],
    ['line wins over cpc source text', 'ldtag_cl=l&utm_medium=cpc&utm_source=yahoo', 'line'],
    ['other cpc → the source text', 'utm_medium=cpc&utm_source=yahoo', 'yahoo'],
    [
      'cpc source wins over introduction',
      'utm_medium=cpc&utm_source=yahoo&introductionId=i',
      'yahoo',
    ],
    ['cpc without source is not the cpc branch', 'utm_medium=cpc', 'direct'],
    ['non-cpc google is not ad', 'utm_medium=organic&utm_source=google', 'direct'],
    ['introductionId → introduction', 'introductionId=A123', 'introduction'],
    ['introduction wins over estimate', 'introductionId=A&est=x', 'introduction'],
    ['est → estimate', 'est=eyJ9', 'estimate'],
    ['est=applyForm2 is not an estimate', 'est=applyForm2', 'direct'],
    ['estimate wins over email', 'est=abc&plan=1g', 'estimate'],
    ['plan → email', 'plan=plan10G', 'email'],
    ['email wins over type', 'plan=x&type=flyer', 'email'],
    ['type query → its value', 'type=flyer', 'flyer'],
    ['nothing → direct', '', 'direct'],
    ['unrelated params → direct', 'foo=bar&columnId=c1', 'direct'],
    ['empty values are ignored', 'gclid=&type=', 'direct'],
  ])('%s', (_l, query, expected) => {
    expect(deriveTrafficType(readTrafficParams(query))).toBe(expected);
  });

  it('reads only the spec parameters', () => {
    expect(readTrafficParams('?utm_source=x&name=山田&columnId=c&mail=a@b.jp')).toEqual({
      utm_source: 'x',
      columnId: 'c',
    });
  });
});
