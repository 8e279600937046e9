import { fromPromise } from 'xstate';
import type { AreaSearchInput } from '@/lib/area/search-area';
import type { AreaData } from '@/lib/state/types';
import type { ApplicationReceipt, SubmitApplicationInput } from '@/lib/apply/submission';
import { loadDraftToken } from '@/lib/state/draft-token';

// One submission per idempotency key in this page's memory: a second start of the submit actor
// (a re-created actor resuming 'submitting', a double event) joins the request in flight or gets
// its receipt, instead of sending again. A failure is forgotten so that a retry sends again.
const submissions = new Map<string, Promise<ApplicationReceipt>>();
function submitOnce(input: SubmitApplicationInput): Promise<ApplicationReceipt> {
  const known = submissions.get(input.idempotencyKey);
  if (known) return known;
  // The submission (applicationSchema, the applyCTC document) loads on the first submit only.
  const pending = import('@/lib/apply/submit-application')
    .then(({ submitApplication }) => submitApplication(input))
    .catch((e: unknown) => {
      submissions.delete(input.idempotencyKey);
      throw e;
    });
  submissions.set(input.idempotencyKey, pending);
  return pending;
}

/** The area search of lib/area with the searchCommufaArea caller, loaded on the first search. */
async function searchAreaLazily(input: AreaSearchInput): Promise<AreaData> {
  const [{ searchArea }, { searchCommufaArea }] = await Promise.all([
    import('@/lib/area/search-area'),
    import('@/lib/area/search-commufa-area'),
  ]);
  return searchArea(input, searchCommufaArea);
}

/**
 * The real actors of the application-flow machine in the browser: the area search (prefecture
 * gate, one or two searchCommufaArea calls and the merge of lib/area) and the submission
 * (applyCTC with the idempotency key; the form steps' helpers shape formDataJSON to
 * applicationSchema). Both import their code on first use, so it is not in the pages' first load;
 * a failed import rejects like a failed call (the machine offers a retry).
 */
export const flowActors = {
  searchArea: fromPromise<AreaData, AreaSearchInput>(({ input }) => searchAreaLazily(input)),
  // The draft's token goes with the application, so the server deletes the draft with it.
  submitApplication: fromPromise<ApplicationReceipt, SubmitApplicationInput>(({ input }) =>
    submitOnce({ ...input, draftToken: loadDraftToken(globalThis.sessionStorage) }),
  ),
};
