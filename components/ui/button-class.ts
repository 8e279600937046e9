// The button look without the button component: client islands that style their own <button>
// import this module alone, so the phrase parser that ButtonLink's label uses (./phrases, with
// BudouX's model) stays out of their bundles.

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
