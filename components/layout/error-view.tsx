import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { errorPageMenu } from '@/lib/navigation/menus';
import { ShellLink } from '@/components/layout/shell-link';
import { ERROR_TEXTS, type ErrorVariant } from './error-texts';

/**
 * The error card (at most 960 px wide, spec section 9) with the heading, the text, a 'TOPに戻る'
 * button to / and links to the main pages (spec "Error page").
 */
export function ErrorView({ variant }: { variant: ErrorVariant }) {
  const t = ERROR_TEXTS[variant];
  return (
    <main id="main" className="flex-1 bg-surface px-4 py-12">
      <section className="mx-auto max-w-[960px] rounded-lg border border-gray-200 bg-white px-6 py-10 text-center">
        <h1 className="text-xl font-bold md:text-2xl">{t.heading}</h1>
        {t.text ? (
          <p className="mx-auto mt-4 max-w-xl text-left text-sm leading-7 md:text-center">
            {t.text}
          </p>
        ) : null}
        {variant === 'error' ? (
          <p className="mx-auto mt-4 max-w-xl text-sm leading-7">
            ご迷惑をおかけして申し訳ございません。時間をおいて再度お試しいただくか、TOPまたは下記のリンクよりお探しください。
          </p>
        ) : null}
        <div className="mt-8">
          <ButtonLink href="/" size="lg" icon="home">
            TOPに戻る
          </ButtonLink>
        </div>
        <nav aria-label="主なページ" className="mt-10 border-t border-gray-200 pt-8">
          <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
            {errorPageMenu.map((item) => (
              <li key={item.to}>
                <ShellLink
                  href={item.to}
                  className="flex min-h-12 items-center gap-2 rounded border border-gray-200 px-4 text-left text-sm font-bold text-ink hover:border-brand"
                >
                  {item.icon ? <Icon name={item.icon} className="size-5 text-brand" /> : null}
                  <span className="flex-1">{item.text}</span>
                  <Icon name="chevronRight" className="size-5 text-gray-500" />
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </main>
  );
}
