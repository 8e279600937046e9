import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button-class';
import type { MenuItem } from '@/lib/navigation/menus';
import { TRACK_PLACES } from '@/lib/tracking/track';
import { dialogCloserProps, dialogOpenerProps, shellDialogProps } from './shell-dom';
import { ShellLink } from './shell-link';

const DRAWER_ID = 'site-drawer';

const span: Record<number, string> = {
  3: 'col-span-3',
  4: 'col-span-4',
  6: 'col-span-6',
  12: 'col-span-12',
};
const mdSpan: Record<number, string> = {
  3: 'md:col-span-3',
  4: 'md:col-span-4',
  6: 'md:col-span-6',
  12: 'md:col-span-12',
};

/**
 * The mobile menu button and right-side drawer (spec "Global header": full width, at most 960 px,
 * a menu button list, a compact navigation list, close buttons at top and bottom). Native modal
 * <dialog>: focus stays inside, Esc closes. Clicks push '<mobile drawer menu>/<text>'.
 * Server-rendered; its buttons open and close it without script where the browser has invoker
 * commands, and ./shell-dom.ts runs opening, closing, aria-expanded and the focus trap after
 * hydration (dialogOpenerProps, dialogCloserProps, shellDialogProps).
 */
export function DrawerMenu({ menu, nav }: { menu: readonly MenuItem[]; nav: readonly MenuItem[] }) {
  return (
    <>
      <button
        type="button"
        {...dialogOpenerProps(DRAWER_ID)}
        className="flex size-12 flex-col items-center justify-center rounded text-[10px] font-bold text-ink"
      >
        <Icon name="menu" className="size-7" />
        <span>メニュー</span>
      </button>
      <dialog
        id={DRAWER_ID}
        {...shellDialogProps}
        aria-label="メニュー"
        data-testid="drawer"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-[960px] overflow-y-auto bg-white p-0 text-ink backdrop:bg-black/50"
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-2">
          <p className="font-bold">メニュー</p>
          <button
            type="button"
            {...dialogCloserProps(DRAWER_ID)}
            data-testid="drawer-close-top"
            className="flex size-12 items-center justify-center rounded-full hover:bg-gray-100"
          >
            <Icon name="close" className="size-7" label="メニューを閉じる" />
          </button>
        </div>
        <nav aria-label="メニュー（主なリンク）" className="px-4 py-4">
          <ul className="grid grid-cols-12 gap-2">
            {menu.map((item) => (
              <li
                key={item.to}
                className={`${span[item.cols ?? 12] ?? 'col-span-12'} ${mdSpan[item.md ?? item.cols ?? 12] ?? ''}`}
              >
                <ShellLink
                  href={item.to}
                  place={TRACK_PLACES.drawer}
                  trackText={item.text}
                  closesDialog
                  className="flex h-full min-h-20 flex-col items-center justify-center gap-1 rounded-lg border border-gray-200 bg-surface px-2 py-3 text-center text-sm font-bold text-ink hover:border-brand"
                >
                  {item.icon ? <Icon name={item.icon} className="size-7 text-brand" /> : null}
                  <span>{item.text}</span>
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="メニュー（ページ一覧）" className="px-4 pb-4">
          <ul className="divide-y divide-gray-200 border-y border-gray-200">
            {nav.map((item) => (
              <li key={item.to}>
                <ShellLink
                  href={item.to}
                  place={TRACK_PLACES.drawer}
                  trackText={item.text}
                  closesDialog
                  className={`flex min-h-11 items-center justify-between py-2 text-sm ${item.isNest ? 'pl-6 text-gray-700' : 'pl-1 font-bold'}`}
                >
                  <span>{item.text}</span>
                  <Icon name="chevronRight" className="size-5 text-gray-500" />
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="px-4 pb-8">
          <button
            type="button"
            {...dialogCloserProps(DRAWER_ID)}
            data-testid="drawer-close-bottom"
            className={`${buttonClass('outline')} w-full`}
          >
            <Icon name="close" className="size-5" />
            <span>閉じる</span>
          </button>
        </div>
      </dialog>
    </>
  );
}
