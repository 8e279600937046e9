import { fromPromise } from 'xstate';
import { searchArea, type AreaSearchInput } from '@/lib/area/search-area';
import { searchCommufaArea } from '@/lib/area/search-commufa-area';
import { submitApplication } from '@/lib/apply/submit-application';
import type { AreaData } from '@/lib/state/types';
import type {
  ApplicationReceipt,
  SubmitApplicationInput,
} from '@/machines/application-flow.machine';

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
    submitApplication(input),
  ),
};
