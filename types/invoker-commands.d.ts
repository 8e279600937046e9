/**
 * HTML invoker commands (HTML standard, "the button element": the `command` and `commandfor`
 * attributes), which @types/react 19 does not list yet. React passes both through as written.
 */
import 'react';

declare module 'react' {
  // Declaration merging repeats React's type parameter, which these two attributes do not use.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** What the button does to the element `commandfor` names, without script. */
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | `--${string}`
      | undefined;
    /** The id of the element the command acts on. */
    commandfor?: string | undefined;
  }
}
