import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { makeForm2Schema } from '@/lib/validation/form2';
import { makeForm3Schema } from '@/lib/validation/form3';
import { makeTermsSchema } from '@/lib/validation/terms';
import { makeContactSchema } from '@/lib/validation/contact';
import { makeTransferRequestSchema, checkTransferRequestSchema } from '@/lib/validation/transfer';
import { applicationUpSellSchema } from '@/lib/validation/upsell';
import { areaSearchInputSchema } from '@/lib/validation/area';
import { makeApplicationSchema } from '@/lib/validation/application';
import { NOW, validApplicationInput } from './fixtures';
import { issuesOf } from './helpers';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.constant(['x']),
);

/** Replaces one field of a valid value (at any depth) with junk. */
function corrupt(value: Record<string, unknown>, keys: string[][]) {
  return fc.tuple(fc.constantFrom(...keys), junk).map(([path, bad]) => {
    const copy = structuredClone(value);
    let target = copy as Record<string, unknown>;
    for (const k of path.slice(0, -1)) target = target[k] as Record<string, unknown>;
    target[path.at(-1)!] = bad;
    return copy;
  });
}

function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  const entries = Object.entries(value as Record<string, unknown>);
  return [prefix, ...entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]))].filter(
    (p) => p.length > 0,
  );
}

const a = validApplicationInput();
const cases: [string, z.ZodType, Record<string, unknown>][] = [
  ['form2', makeForm2Schema({ now: NOW }), a.form2 as Record<string, unknown>],
  [
    'form3',
    makeForm3Schema({ now: NOW, planData: { isPhone: true, baseMenu: 1 } }),
    a.form3 as Record<string, unknown>,
  ],
  ['terms', makeTermsSchema(), a.terms as Record<string, unknown>],
  ['the whole application', makeApplicationSchema({ now: NOW }), a as Record<string, unknown>],
  [
    'contact',
    makeContactSchema({ now: NOW }),
    {
      inquiryType: 'visitReservation',
      preferredDate: '2026-11-22',
      preferredTime: '10:00',
      lastName_kanji: '山田',
      firstName_kanji: '花子',
      lastName_kana: 'ヤマダ',
      firstName_kana: 'ハナコ',
      phone: '09012345678',
      mail: '',
      address: {},
      message: '',
      isAgreePrivacy: true,
    },
  ],
  [
    'checkTransferRequest',
    checkTransferRequestSchema,
    { customerNumber: '1234567890', phone: '0521234567' },
  ],
  [
    'transferRequest',
    makeTransferRequestSchema({ now: NOW }),
    {
      customerNumber: '1234567890',
      phone: '0521234567',
      newAddress: {
        postalCode: '4600008',
        prefecture: '愛知県',
        city: '名古屋市中区',
        town: '栄',
        line1: '1-2-3',
        buildingName: '',
        buildingType: 0,
        isNoAddress: false,
      },
      movingDate: '2026-12-01',
      requestColumn: '',
    },
  ],
  [
    'applicationUpSell',
    applicationUpSellSchema,
    {
      customerNumber: '1234567890',
      phone: '09012345678',
      options: ['tv'],
      requestColumn: '',
      isAgree: true,
    },
  ],
  [
    'areaSearchInput',
    areaSearchInputSchema,
    {
      postalCode: '4600008',
      prefecture: '愛知県',
      city: '名古屋市中区',
      town: '栄',
      line1: '1-2-3',
      buildingName: '',
      buildingType: 0,
      isNoAddress: false,
    },
  ],
];

describe('every message a visitor can meet is Japanese and names a field', () => {
  it.each(cases)(
    '%s: a malformed value in any field gives Japanese messages with a path',
    (_name, schema, valid) => {
      fc.assert(
        fc.property(corrupt(valid, leafPaths(valid)), (input) => {
          for (const [path, message] of issuesOf(schema, input)) {
            expect(message, `${path}: ${message}`).toMatch(JAPANESE);
            expect(path).not.toBe('');
          }
        }),
        { numRuns: 300 },
      );
    },
  );
});
