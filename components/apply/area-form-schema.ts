import { zodResolver } from '@hookform/resolvers/zod';
import { areaSearchInputSchema, postalCodeSchema } from '@/lib/validation/area';

/**
 * The area form's validation (lib/validation/area.ts: areaSearchInputSchema, postalCodeSchema),
 * in its own module so that area-form.tsx imports zod on first use, not in the first load of the
 * area pages (issue 10).
 */
export const areaResolver = zodResolver(areaSearchInputSchema);

export { postalCodeSchema };
