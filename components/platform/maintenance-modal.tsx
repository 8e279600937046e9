'use client';

import { useEffect, useId, useRef } from 'react';
import type { MaintenanceSettings } from '@/lib/settings/maintenance';

/**
 * The maintenance notice (spec sections 4 and 9), a native modal <dialog> opened on mount.
 * Shows settings.maintenance.text, or a generic notice when the text is empty.
 */
export function MaintenanceModal({
  maintenance,
  onClose,
}: {
  maintenance: MaintenanceSettings;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="maintenance-modal"
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-ink backdrop:bg-black/50"
    >
      <div className="border-b border-gray-200 px-5 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          メンテナンスのお知らせ
        </h2>
      </div>
      <div className="space-y-3 whitespace-pre-line px-5 py-6 text-sm leading-7">
        <p>
          {maintenance.text ||
            'システムメンテナンスのため、一部のサービスをご利用いただけない時間帯がございます。ご不便をおかけしますが、ご理解のほどよろしくお願いいたします。'}
        </p>
      </div>
      <div className="border-t border-gray-200 px-5 py-4">
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="min-h-11 w-full rounded border border-gray-300 font-bold"
        >
          閉じる
        </button>
      </div>
    </dialog>
  );
}
