import { zodResolver } from '@hookform/resolvers/zod';
import { areaFormSchema } from '@/lib/validation/area';

/**
 * The area form's validation (lib/validation/area.ts: areaFormSchema = areaSearchInputSchema with
 * the apartment's room number required),
 * in its own module so that area-form.tsx imports zod on first use, not in the first load of the
 * area pages.
 */
export const areaResolver = zodResolver(areaFormSchema);
