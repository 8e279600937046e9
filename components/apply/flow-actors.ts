import { fromPromise } from 'xstate';
import { searchArea, type AreaSearchInput } from '@/lib/area/search-area';
import { searchCommufaArea } from '@/lib/area/search-commufa-area';
import { submitApplication } from '@/lib/apply/submit-application';
import type { AreaData } from '@/lib/state/types';
import type {
  ApplicationReceipt,
  SubmitApplicationInput,
} from '@/machines/application-flow.machine';

// One submission per idempotency key in this page's memory: a second start of the submit actor
// (a re-created actor resuming 'submitting', a double event) joins the request in flight or gets
// its receipt, instead of sending again. A failure is forgotten so that a retry sends again.
const submissions = new Map<string, Promise<ApplicationReceipt>>();
function submitOnce(input: SubmitApplicationInput): Promise<ApplicationReceipt> {
  const known = submissions.get(input.idempotencyKey);
  if (known) return known;
  const pending = submitApplication(input).catch((e: unknown) => {
    submissions.delete(input.idempotencyKey);
    throw e;
  });
  submissions.set(input.idempotencyKey, pending);
  return pending;
}

/**
 * The real actors of the application-flow machine in the browser: the area search (prefecture
 * gate, one or two searchCommufaArea calls and the merge of lib/area) and the submission
 * (applyCTC with the idempotency key; the form steps' helpers shape formDataJSON to
 * applicationSchema).
 */
export const flowActors = {
  searchArea: fromPromise<AreaData, AreaSearchInput>(({ input }) =>
    searchArea(input, searchCommufaArea),
  ),
  submitApplication: fromPromise<ApplicationReceipt, SubmitApplicationInput>(({ input }) =>
    submitOnce(input),
  ),
};
