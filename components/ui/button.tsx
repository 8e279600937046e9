import type { ComponentProps, ReactNode } from 'react';
import { ShellLink } from '@/components/layout/shell-link';
import { Icon, type IconName } from './icon';
import { Phrases } from './phrases';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'bg-accent text-white hover:bg-accent-dark',
  outline: 'border-2 border-brand bg-white text-brand hover:bg-brand-soft',
  text: 'text-brand hover:bg-brand-soft',
};

/** Class names of a flat button (spec section 9: buttons flat, no elevation). */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'md' | 'lg' = 'md'): string {
  const sz = size === 'lg' ? 'min-h-14 px-8 text-lg' : 'min-h-11 px-5 text-base';
  return `inline-flex items-center justify-center gap-2 rounded-full font-bold no-underline transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent ${sz} ${VARIANT[variant]}`;
}

/**
 * A flat link styled as a button: a ShellLink (soft navigation and prefetch on intent by the
 * shell). `href` is an internal path ending with '/'.
 */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'md',
  icon,
  className = '',
  ...rest
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  icon?: IconName;
  className?: string;
} & Omit<ComponentProps<'a'>, 'href' | 'className'>) {
  return (
    <ShellLink href={href} className={`${buttonClass(variant, size)} ${className}`} {...rest}>
      {icon ? <Icon name={icon} className="size-5 shrink-0" /> : null}
      <Phrases>{children}</Phrases>
    </ShellLink>
  );
}
