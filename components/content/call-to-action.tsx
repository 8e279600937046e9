import { ShellLink } from '@/components/layout/shell-link';

/** A call-to-action button in MDX: <CallToAction href="/area/" label="提供エリアを確認する" />. href must end with '/'. */
export function CallToAction({ href, label, note }: { href: string; label: string; note?: string }) {
  return (
    <div className="my-8 text-center">
      <ShellLink
        href={href}
        className="inline-block min-w-64 rounded-full bg-red-600 px-8 py-4 font-bold text-white no-underline hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {label}
      </ShellLink>
      {note ? <p className="mt-2 text-xs text-gray-600">{note}</p> : null}
    </div>
  );
}
