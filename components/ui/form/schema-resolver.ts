import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form kit's one bridge from a zod schema (lib/validation/, the schemas the GraphQL resolvers
 * parse with) to react-hook-form: zodResolver(schema), typed for a form whose values (TValues)
 * are what its fields hold and whose submitted values are the schema's output (TOutput). The
 * schemas take the fields' raw strings (zod parses unknown input) and normalise them, so the
 * schema is read as one over the form's values. Imports zod: a page whose first load must stay
 * without it reaches this through lazyResolver (./lazy-resolver.ts).
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as z.ZodType<TOutput, TValues>);
}
