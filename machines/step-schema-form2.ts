import { form2Schema } from '@/lib/validation/form2';
import { provideStepChecks, rememberVerdict } from './step-checks';

/** form2 values complete (lib/validation/form2.ts). Importing this module installs the check. */
export function isForm2Complete(values: unknown): boolean {
  return rememberVerdict(values, 'form2', () => form2Schema.safeParse(values).success);
}

provideStepChecks({ form2: isForm2Complete });
