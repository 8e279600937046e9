import type { ComponentProps, ReactNode } from 'react';
import { ShellLink } from '@/components/layout/shell-link';
import { Icon, type IconName } from './icon';
import { Phrases } from './phrases';
import { buttonClass, type ButtonVariant } from './button-class';

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
