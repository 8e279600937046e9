import { form2Schema, makeForm2Schema } from '@/lib/validation/form2';
import { provideStepChecks, rememberVerdict, type Form2Context } from './step-checks';

const form2WithMobile = makeForm2Schema({ mobileRequired: true });

/**
 * form2 values complete (lib/validation/form2.ts; a mobile number required when the campaign
 * choice needs one). Importing this module installs the check.
 */
export function isForm2Complete(values: unknown, context?: Form2Context): boolean {
  const mobile = context?.mobileRequired === true;
  return rememberVerdict(
    values,
    mobile ? 'form2:mobile' : 'form2',
    () => (mobile ? form2WithMobile : form2Schema).safeParse(values).success,
  );
}

provideStepChecks({ form2: isForm2Complete });
