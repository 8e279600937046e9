import { SITE_NAME } from '@/lib/site';
import { ShellLink } from './shell-link';

/** The site logo linking to / (spec "Global header"). Bundled SVG mark, no image request. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <ShellLink href="/" className="flex shrink-0 items-center gap-2 text-ink no-underline">
      <svg viewBox="0 0 40 40" className={compact ? 'size-8' : 'size-10'} aria-hidden="true">
        <rect width="40" height="40" rx="9" fill="var(--color-brand)" />
        <path
          d="M8 27c6-12 18-16 25-15"
          stroke="#fff"
          strokeWidth="3.5"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M8 33c8-9 16-11 24-10"
          stroke="#ffd1d5"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="31" cy="11.5" r="3.5" fill="#fff" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={`font-black tracking-wide ${compact ? 'text-lg' : 'text-xl'}`}>
          {SITE_NAME}
        </span>
        <span className="hidden text-[10px] text-gray-600 sm:block">東海・長野の光回線</span>
      </span>
    </ShellLink>
  );
}
