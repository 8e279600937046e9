import type { Actor } from 'xstate';
import { GraphqlRequestError } from '@/lib/graphql/errors';
import { loadDraftToken, saveDraftToken } from '@/lib/state/draft-token';
import type { ApplicationFlowMachine } from '@/machines/application-flow.machine';
import { pendingDraftSaves, type DraftMarks, type DraftSave } from '@/machines/draft-sync';

/** The pause in typing after which a personal step's values are saved (ms). */
export const DRAFT_TYPING_PAUSE_MS = 800;

/** The draft calls (lib/apply/draft-calls.ts), loaded with the first save. */
const draftCalls = () => import('@/lib/apply/draft-calls');

/** The token was refused (unknown or expired): the draft must start again. */
const isTokenRefused = (e: unknown) =>
  e instanceof GraphqlRequestError &&
  e.code === 'BAD_USER_INPUT' &&
  e.fields.some((f) => f.path === 'token');

/**
 * The saves of every sync of this page load, one at a time: a step's page starts its own sync
 * while the previous page's save (the area step's, creating the draft) may still be under way, and
 * the next save must go to the draft that save created, not start another.
 */
let queue: Promise<void> = Promise.resolve();

export interface DraftSync {
  /** Whether a change is not yet on the server (waiting for a pause, or being sent). */
  hasUnsaved: () => boolean;
  /** Sends what is waiting now (the page is being left). */
  flush: () => void;
  /**
   * Sends what is waiting now and resolves, once every save has settled, with the draft's token
   * (null when there is no draft yet; a failed save leaves the draft as last saved).
   */
  saved: () => Promise<string | null>;
  /** Takes what the machine holds as saved (after a draft was restored from the server). */
  markSaved: () => void;
  /** Listens to saving state changes ('saving' | 'saved'). */
  onState: (listener: (state: 'saving' | 'saved') => void) => () => void;
  stop: () => void;
}

/**
 * Keeps the application's server-side draft in step with the machine (ARCHITECTURE "Drafts"):
 * after each change, the steps whose values changed (machines/draft-sync.ts pendingDraftSaves)
 * are sent with saveApplicationDraft, one call at a time and in order: at once when a step was
 * submitted, else after a pause in typing (DRAFT_TYPING_PAUSE_MS). The first save creates the
 * draft; its token is kept in `storage` (sessionStorage) and nothing else. A refused token (the
 * draft expired) starts a new draft with every step; a failed call is tried again with the next
 * change. Once the application is received, or reset, the token is forgotten.
 */
export function startDraftSync(
  actor: Actor<ApplicationFlowMachine>,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): DraftSync {
  let marks: DraftMarks = {};
  let token = loadDraftToken(storage);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> = Promise.resolve();
  let inFlight = 0;
  let waiting = false;
  const listeners = new Set<(state: 'saving' | 'saved') => void>();
  const emit = () => {
    const state = inFlight > 0 || waiting ? 'saving' : 'saved';
    for (const l of listeners) l(state);
  };

  const send = (saves: DraftSave[]) => {
    inFlight++;
    emit();
    sending = queue = queue
      .then(async () => {
        const { saveDraftStep } = await draftCalls();
        for (const save of saves) {
          // The token a save of an earlier page's sync may have stored meanwhile.
          token = loadDraftToken(storage) ?? token;
          try {
            token = await saveDraftStep(token, save);
          } catch (e) {
            if (!isTokenRefused(e)) throw e;
            // Expired meanwhile: a new draft, sent every step again with the next flush.
            token = await saveDraftStep(null, save);
            marks = { [save.step]: marks[save.step] };
          }
          saveDraftToken(storage, token);
        }
      })
      .catch(() => {
        // Not saved: the steps are sent again with the next change.
        for (const save of saves) delete marks[save.step];
      })
      .finally(() => {
        inFlight--;
        emit();
      });
  };

  const flush = () => {
    clearTimeout(timer);
    waiting = false;
    const { saves, marks: next } = pendingDraftSaves(actor.getSnapshot(), marks);
    marks = next;
    if (saves.length) send(saves);
    else emit();
  };

  const sub = actor.subscribe((snapshot) => {
    if (
      snapshot.matches('completed') ||
      (!snapshot.context.customerData.areaSearchInput && marks.area)
    ) {
      // Received (the server deleted the draft) or reset: this tab's draft is over.
      clearTimeout(timer);
      marks = {};
      token = null;
      saveDraftToken(storage, null);
      return;
    }
    const { saves } = pendingDraftSaves(snapshot, marks);
    if (saves.length === 0) return;
    if (saves.some((s) => s.urgent)) return flush();
    clearTimeout(timer);
    waiting = true;
    emit();
    timer = setTimeout(flush, DRAFT_TYPING_PAUSE_MS);
  });

  return {
    hasUnsaved: () => waiting || inFlight > 0,
    flush,
    saved: async () => {
      flush();
      await sending;
      return token;
    },
    markSaved: () => {
      marks = pendingDraftSaves(actor.getSnapshot(), {}).marks;
    },
    onState: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      clearTimeout(timer);
      sub.unsubscribe();
    },
  };
}
