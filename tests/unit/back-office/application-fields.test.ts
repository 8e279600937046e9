import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { makeApplicationSchema } from '@/lib/validation/application';
import {
  APPLICATION_FIELD_LABELS,
  formatFieldValue,
  formatPhone,
  labelledSections,
} from '@/lib/back-office/application-fields';

/** Wrappers that hold one inner schema (optional, default, ...) and pipes, unwrapped to the value's shape. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } };
  for (;;) {
    const def = s._zod.def;
    if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly'].includes(def.type))
      s = def.innerType as typeof s;
    else if (def.type === 'pipe') s = def.in as typeof s;
    else return s as unknown as z.ZodType;
  }
}

/** Every leaf path of an object schema (arrays and scalars are leaves). */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  const s = unwrap(schema) as unknown as {
    _zod: { def: { type: string; shape?: Record<string, z.ZodType> } };
  };
  if (s._zod.def.type !== 'object') return [prefix];
  return Object.entries(s._zod.def.shape!).flatMap(([k, v]) =>
    schemaPaths(v, prefix ? `${prefix}.${k}` : k),
  );
}

// What applyCTC stores: the parsed application without `estimate` (lib/server/graphql/resolvers/apply-ctc.ts).
const storedPaths = schemaPaths(makeApplicationSchema()).filter((p) => !p.startsWith('estimate.'));

describe('the label table of a stored application', () => {
  it('labels every stored field of the application schema', () => {
    expect(storedPaths.length).toBeGreaterThan(150);
    const missing = storedPaths.filter((p) => !(p in APPLICATION_FIELD_LABELS));
    expect(missing).toEqual([]);
  });

  it('labels no field the schema does not store (no stale rows)', () => {
    const stored = new Set(storedPaths);
    expect(Object.keys(APPLICATION_FIELD_LABELS).filter((p) => !stored.has(p))).toEqual([]);
  });

  it('reads codes as words', () => {
    expect(formatFieldValue('female', APPLICATION_FIELD_LABELS['form2.gender']!.format)).toBe(
      '女性',
    );
    expect(
      formatFieldValue(
        'nttWest',
        APPLICATION_FIELD_LABELS['form3.currentPhoneInfo.carrier']!.format,
      ),
    ).toBe('NTT西日本');
    expect(formatFieldValue(true, 'flag')).toBe('はい');
    expect(formatFieldValue(5170, 'yen')).toBe('5,170円');
    expect(formatFieldValue(['sat', 'sun'], 'weekdays')).toBe('土曜日、日曜日');
    expect(formatPhone('0521234567')).toBe('052-123-4567');
    expect(formatPhone('09012345678')).toBe('090-1234-5678');
  });

  it('groups a stored record into labelled sections; unknown keys stay visible under その他', () => {
    const sections = labelledSections({
      form2: { gender: 'male', daytimePhone: { number: '0521234567', phone1: '052' } },
      legacyKey: 'x',
    });
    expect(sections.map((s) => s.title)).toEqual(['ご契約者さま', 'その他']);
    expect(sections[0]!.fields).toEqual([
      { path: 'form2.gender', label: '性別', value: '男性' },
      { path: 'form2.daytimePhone.number', label: '日中の電話番号', value: '052-123-4567' },
    ]);
    expect(sections[1]!.fields).toEqual([{ path: 'legacyKey', label: 'legacyKey', value: 'x' }]);
  });
});
