'use client';

import { useState } from 'react';

/** A button that throws during rendering, to exercise the error page and its report (e2e only). */
export function ForceClientError() {
  const [boom, setBoom] = useState(false);
  if (boom) throw new Error('Forced client error (e2e)');
  return (
    <main className="p-8">
      <button type="button" onClick={() => setBoom(true)} className="rounded border px-4 py-2">
        エラーを発生させる
      </button>
    </main>
  );
}
