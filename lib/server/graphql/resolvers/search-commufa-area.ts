import { areaSearchInputSchema } from '@/lib/validation/area';
import { searchArea } from '../../area/search';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/graphql';

/** searchCommufaArea(input): validated with areaSearchInputSchema, then lib/server/area/search. */
export const searchCommufaArea: QueryResolvers['searchCommufaArea'] = async (
  _parent,
  { input },
  { db },
) => {
  const parsed = areaSearchInputSchema.safeParse(withoutNulls(input));
  if (!parsed.success) throw badUserInput(parsed.error, 'input');
  const q = parsed.data;
  return searchArea(db, {
    postalCode: q.postalCode,
    prefecture: q.prefecture,
    city: q.city,
    town: q.town,
    line1: q.line1,
    buildingName: q.buildingName,
    buildingType: q.buildingType,
  });
};

/** GraphQL nulls become absent fields (deeply), so zod defaults and "required" messages apply. */
export function withoutNulls<T>(input: T): T {
  if (Array.isArray(input)) return input.map(withoutNulls) as T;
  if (input && typeof input === 'object') {
    // A loop, not entries/filter/map/fromEntries: every area search passes through here.
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(input)) {
      if (v !== null && v !== undefined) out[k] = withoutNulls(v);
    }
    return out as T;
  }
  return input;
}
