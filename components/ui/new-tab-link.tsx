import { Icon } from './icon';

/** What a link that opens a new tab says to assistive technology (and the icon shows). */
export const NEW_TAB_NOTICE = '新しいタブで開きます';

/**
 * A link that opens in a new tab (`target="_blank" rel="noopener"`): the application wizard's
 * links to pages outside it (重要事項, 料金, 注意事項, campaign pages), so reading them never
 * leaves the application. Marked by an icon and announced as 「新しいタブで開きます」.
 */
export function NewTabLink({
  children,
  className,
  ...rest
}: Omit<React.ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a {...rest} target="_blank" rel="noopener" className={className}>
      {children}
      <Icon name="openInNew" className="ml-0.5 inline-block size-[1em] align-[-0.125em]" />
      <span className="sr-only">（{NEW_TAB_NOTICE}）</span>
    </a>
  );
}
