import type { ReactNode } from "react"
import type { ToastVariant } from "../../services/Toasts.js"

export interface ShellToastProps {
  /** The toast on screen, worded (toastText.ts). */
  readonly toast: { readonly message: string; readonly variant: ToastVariant } | undefined
  /** The shell's last announcement (announcer.ts), read out here while no toast shows. */
  readonly announcement?: string
}

/**
 * The SPEC §8 toast, a footer of the dialog: inside it so an aria-modal dialog's reader still hears it, in
 * the flow so it never covers the view's buttons (the card grows by its height). The live region is
 * always in the DOM and only its content changes: a region inserted together with its text is often not read.
 * It is the dialog's one live region: the shell's announcements ("Connected", "Sent", errors) speak here too.
 */
export const ShellToast = (props: ShellToastProps): ReactNode => (
  <div className="toasts" role="status" aria-live="polite" data-testid="toast-region">
    {props.toast !== undefined ? (
      <p key={props.toast.message} className="toast" data-variant={props.toast.variant} data-testid="toast">
        {props.toast.message}
      </p>
    ) : (
      <span className="sr" data-testid="announcer">{props.announcement}</span>
    )}
  </div>
)
