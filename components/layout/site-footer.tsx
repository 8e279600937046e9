import { mobileFooterMenu, pcFooterMenu, type MenuItem } from '@/lib/navigation/menus';
import { FactText } from '@/components/content/placeholder-badge';
import { OPERATOR_FACTS } from '@/lib/content/operator';
import { SITE_NAME } from '@/lib/site';
import { ShellLink } from './shell-link';

const LEGAL: readonly MenuItem[] = [
  { to: '/company/', text: '会社概要' },
  { to: '/privacy/', text: 'プライバシーポリシー' },
  { to: '/contact/', text: 'お問い合わせ' },
];

/**
 * The site footer: three columns from md (960 px) up, one list below it, then company and legal
 * links, and the operator (company, address, registration: content/site/operator.json, a
 * placeholder shows its badge). `minimal` shows only the legal row and the operator (apply and
 * minimum layouts). Links are ShellLinks
 * (server markup, soft navigation through ./shell-dom.ts). The full footer is laid out only when
 * it comes near the viewport (footer-deferred, app/globals.css); the minimal one is short and
 * often on the first screen, so it is laid out at once.
 */
export function SiteFooter({ minimal = false }: { minimal?: boolean }) {
  return (
    <footer className={minimal ? 'bg-footer text-white' : 'footer-deferred bg-footer text-white'}>
      {minimal ? null : (
        <>
          <nav
            aria-label="フッターメニュー"
            className="mx-auto hidden max-w-[1264px] grid-cols-3 gap-10 px-6 py-12 md:grid"
          >
            {pcFooterMenu.map((group) => (
              <div key={group.title}>
                <p className="mb-3 border-b border-white/30 pb-2 font-bold">{group.title}</p>
                <ul className="space-y-2 text-sm">
                  {group.items.map((item) => (
                    <li key={item.to} className={item.isNest ? 'pl-4' : ''}>
                      <ShellLink
                        href={item.to}
                        className="text-white/90 hover:text-white hover:underline"
                      >
                        {item.isNest ? '└ ' : ''}
                        {item.text}
                      </ShellLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <nav aria-label="フッターメニュー（モバイル）" className="md:hidden">
            <ul className="divide-y divide-white/20 border-b border-white/20">
              {mobileFooterMenu.map((item) => (
                <li key={item.to}>
                  <ShellLink
                    href={item.to}
                    className="flex min-h-12 items-center px-4 text-sm text-white"
                  >
                    {item.text}
                  </ShellLink>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
      <div className="mx-auto flex max-w-[1264px] flex-col items-center gap-3 px-6 py-6 text-xs md:flex-row md:justify-between">
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {LEGAL.map((item) => (
            <li key={item.to}>
              <ShellLink href={item.to} className="text-white/90 hover:underline">
                {item.text}
              </ShellLink>
            </li>
          ))}
        </ul>
        <div className="space-y-1 text-center text-white/80 md:text-right">
          <p data-testid="footer-operator">
            運営会社 <FactText fact={OPERATOR_FACTS.companyName} /> ／ 所在地{' '}
            <FactText fact={OPERATOR_FACTS.address} /> ／ 電気通信事業者 届出番号{' '}
            <FactText fact={OPERATOR_FACTS.registration} />
          </p>
          <p>© {SITE_NAME} All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
