'use client';

import { useId } from 'react';
import { useDialog } from '@/components/ui/use-dialog';
import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button';
import { TRACK_PLACES, trackMenuClick } from '@/lib/tracking/track';
import { getCallTime } from '@/lib/settings/call-time';
import { useSiteSettings } from '@/components/platform/use-site-settings';

const BUTTON_TEXT = '電話で相談';
const CLOSE_TEXT = '閉じる';

/**
 * The phone-consultation button and its modal (spec "Global header": opens a modal, no navigation).
 * Shows the number and reception hours: `displayText` (server default) until the site settings
 * arrive, then getCallTime(settings).displayText (lib/settings/call-time.ts; defaults on failure).
 * Opening pushes '<phone consultation modal shown>/電話で相談', closing '<...closed>/閉じる'.
 */
export function PhoneConsult({
  tel,
  displayText,
  variant = 'header',
}: {
  tel: string;
  displayText: string;
  variant?: 'header' | 'icon' | 'block';
}) {
  const { isOpen, open, close, dialogProps } = useDialog(() =>
    trackMenuClick(TRACK_PLACES.modalClosed, CLOSE_TEXT),
  );
  const titleId = useId();
  const loaded = useSiteSettings();
  const hours = loaded ? getCallTime(loaded.settings).displayText : displayText;
  const show = () => {
    trackMenuClick(TRACK_PLACES.modalShown, BUTTON_TEXT);
    open();
  };
  const trigger =
    variant === 'icon' ? (
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className="flex size-12 flex-col items-center justify-center rounded text-[10px] font-bold text-accent"
      >
        <Icon name="phone" className="size-6" />
        <span>電話相談</span>
      </button>
    ) : (
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className={`${buttonClass(variant === 'block' ? 'secondary' : 'outline')} ${variant === 'block' ? 'w-full' : ''}`}
      >
        <Icon name="phone" className="size-5" />
        <span>{BUTTON_TEXT}</span>
      </button>
    );
  return (
    <>
      {trigger}
      <dialog
        {...dialogProps}
        aria-labelledby={titleId}
        data-testid="phone-consult-modal"
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-ink backdrop:bg-black/50"
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-5 py-3">
          <h2 id={titleId} className="text-lg font-bold">
            お電話でのご相談
          </h2>
          <button
            type="button"
            onClick={close}
            className="flex size-11 items-center justify-center rounded-full hover:bg-gray-100"
          >
            <Icon name="close" label={CLOSE_TEXT} />
          </button>
        </div>
        <div className="space-y-4 px-5 py-6 text-center">
          <p>料金プランやお申し込み方法など、専任のスタッフがお電話でご案内します。</p>
          <a
            href={`tel:${tel.replaceAll('-', '')}`}
            className="flex items-center justify-center gap-2 text-3xl font-bold tracking-wide text-accent"
          >
            <Icon name="phone" className="size-8" />
            {tel}
          </a>
          <p className="text-sm">
            受付時間：<strong data-testid="call-time">{hours}</strong>
          </p>
          <p className="text-xs text-gray-600">
            ご契約中の方の故障・お手続きのご相談は「現在ご利用中の方の窓口」をご覧ください。
          </p>
        </div>
        <div className="border-t border-gray-200 px-5 py-4">
          <button type="button" onClick={close} className={`${buttonClass('outline')} w-full`}>
            {CLOSE_TEXT}
          </button>
        </div>
      </dialog>
    </>
  );
}
