import { useId } from 'react';
import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button-class';
import { TRACK_PLACES } from '@/lib/tracking/track';
import { telHref } from '@/lib/site';
import { CallTimeText } from './call-time-text';
import { dialogCloserProps, dialogOpenerProps, shellDialogProps } from './shell-dom';
import { Phrases } from '@/components/ui/phrases';

const BUTTON_TEXT = '電話で相談';
const CLOSE_TEXT = '閉じる';

type Variant = 'header' | 'icon' | 'block';

/**
 * The phone-consultation button and its modal (spec "Global header": opens a modal, no navigation):
 * one PhoneConsultButton and its PhoneConsultDialog. A page with two buttons for one modal (the
 * header's desktop and phone buttons) renders the two parts itself, with one dialog.
 * - tel: the number as shown, or null when none is configured (the contact form instead)
 * - displayText: the reception hours as the server knows them (see PhoneConsultDialog)
 * - variant: the button's look ('header' outline, 'icon' the phone header's icon, 'block' full width)
 */
export function PhoneConsult({
  tel,
  displayText,
  variant = 'header',
}: {
  tel: string | null;
  displayText: string;
  variant?: Variant;
}) {
  const dialogId = usePhoneConsultDialogId();
  return (
    <>
      <PhoneConsultButton dialogId={dialogId} variant={variant} />
      <PhoneConsultDialog id={dialogId} tel={tel} displayText={displayText} />
    </>
  );
}

/** A new id for a PhoneConsultDialog and its buttons, unique in the page (React's useId). */
export function usePhoneConsultDialogId(): string {
  return `phone-consult-${useId()}`;
}

/**
 * A button that opens the PhoneConsultDialog whose id is `dialogId`. No client code of its own:
 * the browser opens the native <dialog> by its invoker command, before hydration too, and
 * ./shell-dom.ts (mounted by the site header) opens it where the browser cannot, sets aria-expanded
 * on every button of that dialog and pushes '<phone consultation modal shown>/電話で相談'.
 */
export function PhoneConsultButton({
  dialogId,
  variant = 'header',
}: {
  dialogId: string;
  variant?: Variant;
}) {
  const show = {
    ...dialogOpenerProps(dialogId),
    'data-track-place': TRACK_PLACES.modalShown,
    'data-track-text': BUTTON_TEXT,
  } as const;
  return variant === 'icon' ? (
    <button
      type="button"
      {...show}
      className="flex size-12 flex-col items-center justify-center rounded text-[10px] font-bold text-accent"
    >
      <Icon name="phone" className="size-6" />
      <span>電話相談</span>
    </button>
  ) : (
    <button
      type="button"
      {...show}
      className={`${buttonClass(variant === 'block' ? 'secondary' : 'outline')} ${variant === 'block' ? 'w-full' : ''}`}
    >
      <Icon name="phone" className="size-5" />
      <Phrases>{BUTTON_TEXT}</Phrases>
    </button>
  );
}

/**
 * The phone-consultation modal (a native <dialog>, `id` for its buttons): the number (none
 * configured: the contact form instead, no tel: link) and the reception hours, `displayText` (the
 * server's) until the site settings arrive, then getCallTime(settings).displayText
 * (lib/settings/call-time.ts; defaults on failure); only the hours are a client leaf
 * (./call-time-text.tsx). ./shell-dom.ts traps focus in it and pushes '<...closed>/閉じる' on
 * closing. Render it where it is displayed at every width its buttons are: a modal inside a
 * hidden parent does not show.
 */
export function PhoneConsultDialog({
  id,
  tel,
  displayText,
}: {
  id: string;
  tel: string | null;
  displayText: string;
}) {
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      {...shellDialogProps}
      data-track-close-place={TRACK_PLACES.modalClosed}
      data-track-close-text={CLOSE_TEXT}
      aria-labelledby={titleId}
      data-testid="phone-consult-modal"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-ink backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between border-b border-gray-200 px-5 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          <Phrases>お電話でのご相談</Phrases>
        </h2>
        <button
          type="button"
          {...dialogCloserProps(id)}
          className="flex size-11 items-center justify-center rounded-full hover:bg-gray-100"
        >
          <Icon name="close" label={CLOSE_TEXT} />
        </button>
      </div>
      <div className="space-y-4 px-5 py-6 text-center">
        <p>
          <Phrases>料金プランやお申し込み方法など、専任のスタッフがお電話でご案内します。</Phrases>
        </p>
        {tel ? (
          <a
            href={telHref(tel)}
            className="flex items-center justify-center gap-2 text-3xl font-bold tracking-wide whitespace-nowrap text-accent"
          >
            <Icon name="phone" className="size-8" />
            {tel}
          </a>
        ) : (
          <p data-testid="consult-no-tel">
            <Phrases>
              <a href="/contact/" className="text-accent underline">
                <Phrases>お問い合わせフォーム</Phrases>
              </a>
              からご連絡ください。担当者から折り返しお電話します。
            </Phrases>
          </p>
        )}
        <p className="text-sm">
          電話相談の受付時間：
          <strong data-testid="call-time">
            <CallTimeText fallback={displayText} />
          </strong>
        </p>
        <p className="text-xs text-gray-600">
          <Phrases>
            ご契約中の方の故障・お手続きのご相談は「現在ご利用中の方の窓口」をご覧ください。
          </Phrases>
        </p>
      </div>
      <div className="border-t border-gray-200 px-5 py-4">
        <button
          type="button"
          {...dialogCloserProps(id)}
          className={`${buttonClass('outline')} w-full`}
        >
          <Phrases>{CLOSE_TEXT}</Phrases>
        </button>
      </div>
    </dialog>
  );
}
