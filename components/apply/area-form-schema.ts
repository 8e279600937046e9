import { schemaResolver } from '@/components/ui/form/schema-resolver';
import type { AreaSearchInput } from '@/lib/area/search-area';
import { areaFormSchema } from '@/lib/validation/area';
import type { AreaFormValues } from './area-form';

/**
 * The area form's validation (lib/validation/area.ts: areaFormSchema = areaSearchInputSchema with
 * the apartment's room number required),
 * in its own module so that area-form.tsx imports zod on first use, not in the first load of the
 * area pages.
 */
export const areaResolver = schemaResolver<AreaFormValues, AreaSearchInput>(areaFormSchema);
