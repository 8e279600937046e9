import { ShellLink } from '@/components/layout/shell-link';
import { Phrases } from '@/components/ui/phrases';

/**
 * The title band of a page: breadcrumb (トップ > ... > title), the h1 and an optional lead.
 * `parents` are earlier crumbs as { to, text } with paths ending in '/'.
 */
export function PageHeader({
  title,
  lead,
  parents = [],
}: {
  title: string;
  lead?: string;
  parents?: readonly { to: string; text: string }[];
}) {
  return (
    <div className="border-b border-gray-200 bg-gradient-to-b from-brand-soft to-white">
      <div className="mx-auto max-w-[1100px] px-4 pt-3 pb-8 md:px-6">
        <nav aria-label="パンくずリスト" className="text-xs text-gray-700">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <ShellLink href="/" className="hover:underline">
                トップ
              </ShellLink>
            </li>
            {parents.map((p) => (
              <li key={p.to} className="before:mr-1 before:content-['>']">
                <ShellLink href={p.to} className="hover:underline">
                  {p.text}
                </ShellLink>
              </li>
            ))}
            <li aria-current="page" className="before:mr-1 before:content-['>']">
              {title}
            </li>
          </ol>
        </nav>
        <h1 className="mt-6 text-2xl font-bold md:text-3xl">
          <Phrases>{title}</Phrases>
        </h1>
        {lead ? <p className="mt-3 max-w-3xl text-sm leading-7 md:text-base">{lead}</p> : null}
      </div>
    </div>
  );
}

/** A centred content column (max 1100 px) with page padding. */
export function Container({
  children,
  className = '',
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return <div className={`mx-auto max-w-[1100px] px-4 md:px-6 ${className}`}>{children}</div>;
}

/** A section heading with the brand accent bar. */
export function SectionTitle({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h2
      id={id}
      className="mb-5 scroll-mt-24 border-l-4 border-brand pl-3 text-xl font-bold md:text-2xl"
    >
      {children}
    </h2>
  );
}
