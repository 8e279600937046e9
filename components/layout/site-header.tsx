import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button-class';
import { drawerMenu, drawerNavMenu, headerMenu, subHeaderMenu } from '@/lib/navigation/menus';
import { getCallTime } from '@/lib/settings/call-time';
import { CONSULTATION_TEL } from '@/lib/site';
import { TRACK_PLACES } from '@/lib/tracking/track';
import { DrawerMenu } from './drawer-menu';
import { HeaderShell } from './header-shell';
import { Logo } from './logo';
import { PhoneConsultButton, PhoneConsultDialog, usePhoneConsultDialogId } from './phone-consult';
import { ShellLink } from './shell-link';

const APPLY_PATH = '/apply/form/';

/**
 * The global header (spec "Global header"): logo to /, the header links, the phone-consultation
 * modal, a desktop-only sub-header row, and below md (960 px) a menu button with the drawer. The
 * desktop and the phone row each have a phone-consultation button; both open the one modal.
 * - hasSubHeader (default true): show the desktop sub-header row
 * - hasHeaderBtn (default true): show the call-to-action buttons (phone consultation, apply)
 */
export function SiteHeader({
  hasSubHeader = true,
  hasHeaderBtn = true,
}: {
  hasSubHeader?: boolean;
  hasHeaderBtn?: boolean;
}) {
  const callTime = getCallTime();
  const links = headerMenu.filter((m) => m.to !== APPLY_PATH);
  const apply = headerMenu.find((m) => m.to === APPLY_PATH);
  const consultId = usePhoneConsultDialogId();
  return (
    <HeaderShell>
      <div className="mx-auto flex h-16 max-w-[1264px] items-center gap-3 px-3 md:h-20 md:px-6">
        <Logo />
        <nav aria-label="ヘッダーメニュー" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((item) => (
              <li key={item.to}>
                <ShellLink
                  href={item.to}
                  place={TRACK_PLACES.pcHeader}
                  trackText={item.text}
                  className="flex items-center gap-1 rounded px-3 py-2 text-sm font-bold text-ink hover:bg-brand-soft hover:text-brand-dark"
                >
                  {item.icon ? <Icon name={item.icon} className="size-5 text-brand" /> : null}
                  <span>{item.text}</span>
                </ShellLink>
              </li>
            ))}
            {apply ? (
              <li className={hasHeaderBtn ? '' : 'hidden'}>
                <ShellLink
                  href={apply.to}
                  place={TRACK_PLACES.pcHeader}
                  trackText={apply.text}
                  className={buttonClass('primary')}
                >
                  <Icon name="calculate" className="size-5" />
                  <span>{apply.text}</span>
                </ShellLink>
              </li>
            ) : null}
          </ul>
        </nav>
        {hasHeaderBtn ? (
          <div className="hidden md:block">
            <PhoneConsultButton dialogId={consultId} />
          </div>
        ) : null}
        <div className="ml-auto flex items-center gap-1 md:hidden">
          {apply && hasHeaderBtn ? (
            <ShellLink
              href={apply.to}
              place={TRACK_PLACES.mobileHeader}
              trackText={apply.text}
              className="flex h-10 items-center rounded-full bg-brand px-3 text-xs font-bold whitespace-nowrap text-white"
            >
              申し込む
            </ShellLink>
          ) : null}
          {hasHeaderBtn ? <PhoneConsultButton dialogId={consultId} variant="icon" /> : null}
          <DrawerMenu menu={drawerMenu} nav={drawerNavMenu} />
        </div>
        {hasHeaderBtn ? (
          <PhoneConsultDialog
            id={consultId}
            tel={CONSULTATION_TEL}
            displayText={callTime.displayText}
          />
        ) : null}
      </div>
      {hasSubHeader ? (
        <nav
          aria-label="サブメニュー"
          className="hidden border-t border-gray-100 bg-surface md:block"
          data-testid="sub-header"
        >
          <ul className="mx-auto flex max-w-[1264px] items-center gap-1 px-6">
            {subHeaderMenu.map((item) => (
              <li key={item.to}>
                <ShellLink
                  href={item.to}
                  className="block px-3 py-2 text-sm text-ink hover:text-brand-dark"
                >
                  {item.text}
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </HeaderShell>
  );
}
