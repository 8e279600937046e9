import type { EstimateUpdate } from '@/lib/pricing/quote';

/** A field the application was refused for: path as in applicationSchema ('form2.mail'). */
export interface SubmitFieldError {
  path: string;
  message: string;
}

/**
 * The submit actor's rejection when the server (or the browser's own check) refuses fields;
 * `estimateUpdate` when the server priced the application differently (refused at planData).
 * Defined in lib so that the submit function (lib/apply/submit-application.ts) throws it and the
 * application-flow machine reads it without lib importing machines.
 */
export class ApplicationRejectedError extends Error {
  constructor(
    readonly fields: SubmitFieldError[],
    readonly estimateUpdate: EstimateUpdate | null = null,
  ) {
    super('application rejected');
    this.name = 'ApplicationRejectedError';
  }
}
