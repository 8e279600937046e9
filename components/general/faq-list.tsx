import { ShellLink } from '@/components/layout/shell-link';
import { Icon } from '@/components/ui/icon';
import type { FaqItem } from '@/lib/pages/faq';

/** Expandable questions (native <details>): works without JavaScript, keyboard accessible. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-gray-200 overflow-hidden rounded-lg border border-gray-200 bg-white">
      {items.map((item) => (
        <details key={item.q} className="group">
          <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-4 font-bold hover:bg-surface md:px-5">
            <span aria-hidden="true" className="text-lg leading-6 text-brand">
              Q
            </span>
            <span className="flex-1 leading-6">{item.q}</span>
            <Icon
              name="expandMore"
              className="size-6 shrink-0 text-gray-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="flex gap-3 px-4 pb-5 md:px-5">
            <span aria-hidden="true" className="text-lg leading-7 font-bold text-accent">
              A
            </span>
            <div className="flex-1 space-y-3 text-sm leading-7">
              <p>{item.a}</p>
              {item.link ? (
                <p>
                  <ShellLink
                    href={item.link.to}
                    className="inline-flex items-center font-bold text-accent underline"
                  >
                    {item.link.text}
                    <Icon name="chevronRight" className="size-5" />
                  </ShellLink>
                </p>
              ) : null}
            </div>
          </div>
        </details>
      ))}
    </div>
  );
}
