'use client';
import { useSyncExternalStore } from 'react';

/*
 * What the editor's page learns from a save, for the fields and the publish notice:
 * - local mode: the site's API refuses a save whose document breaks a rule across fields, links to
 *   a page that does not exist or names a missing image (lib/server/cms/cms.ts saveProblems) with
 *   422 and one '<field>: <message>' line per problem; Keystatic shows that text in a banner only,
 *   so the lines are also handed to the fields they name (CheckedInput shows its own);
 * - a save that went through: local mode writes the working tree, GitHub mode a commit on a
 *   branch; the notice (PublishNotice) says what has to happen before visitors see it.
 * Keystatic has no hook for either, so the page watches its two save requests (observeSaves).
 */

/** The last save's result as the editor's page saw it. */
export type SaveState =
  | { kind: 'none' }
  | { kind: 'refused'; problems: readonly { field: string; message: string }[] }
  | { kind: 'saved-local' }
  | { kind: 'saved-github'; branch: string };

let state: SaveState = { kind: 'none' };
const listeners = new Set<() => void>();

function setState(next: SaveState): void {
  state = next;
  for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The last save's result (re-renders when it changes). */
export function useSaveState(): SaveState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/**
 * The problem of the last refused save for the field labelled `label`, or undefined. A problem
 * names its field as lib/content/issues-ja.ts fieldLabel does: '終了日', '特典 > 月数'; the
 * field's label may add a note in brackets ('金額（円・税込）').
 */
export function useSaveProblem(label: string): string | undefined {
  const s = useSaveState();
  if (s.kind !== 'refused') return undefined;
  const names = fieldNames(label);
  return s.problems.find((p) => names.has(p.field.split(' > ').at(-1)!))?.message;
}

const fieldNames = (label: string) => new Set([label, label.replace(/（[^）]*）$/, '')]);

/** Parses the 422 text of lib/server/cms/cms.ts: a heading line, then '<field>: <message>' lines. */
export function parseSaveProblems(text: string): { field: string; message: string }[] {
  return text
    .split('\n')
    .slice(1)
    .map((line) => /^(.+?): (.+)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ field: m[1]!, message: m[2]! }));
}

const isLocalSave = (url: string, init?: RequestInit) =>
  init?.method === 'POST' &&
  /\/api\/keystatic\/update\/?$/.test(new URL(url, location.href).pathname);

/** The branch of a GitHub-mode save (Keystatic's createCommitOnBranch mutation), else null. */
function githubSaveBranch(url: string, init?: RequestInit): string | null {
  if (!/^https:\/\/api\.github\.com\/graphql/.test(url) || typeof init?.body !== 'string')
    return null;
  if (!init.body.includes('createCommitOnBranch')) return null;
  try {
    const body = JSON.parse(init.body) as {
      variables?: { input?: { branch?: { branchName?: string } } };
    };
    return body.variables?.input?.branch?.branchName ?? '';
  } catch {
    return null;
  }
}

/**
 * Watches Keystatic's save requests (window.fetch, passed through unchanged) and records their
 * result in the save state. Returns the function that stops watching.
 */
export function observeSaves(): () => void {
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const response = await original(input, init);
    if (isLocalSave(url, init)) {
      if (response.status === 422)
        setState({ kind: 'refused', problems: parseSaveProblems(await response.clone().text()) });
      else if (response.ok) setState({ kind: 'saved-local' });
    } else {
      const branch = githubSaveBranch(url, init);
      if (branch !== null && response.ok) setState({ kind: 'saved-github', branch });
    }
    return response;
  };
  return () => {
    window.fetch = original;
  };
}

/** Forgets the refused save's problem of the field labelled `label` once the editor changes it. */
export function clearSaveProblem(label: string): void {
  if (state.kind !== 'refused') return;
  const names = fieldNames(label);
  const problems = state.problems.filter((p) => !names.has(p.field.split(' > ').at(-1)!));
  if (problems.length !== state.problems.length) setState({ kind: 'refused', problems });
}
