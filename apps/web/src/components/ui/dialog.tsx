import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import X from 'lucide-react/icons/x';

export interface DialogProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The actions, safest first in reading order (Cancel before the irreversible one). */
  footer: ReactNode;
  onClose: () => void;
  /** Escape, the backdrop and the close button do nothing while an action runs. */
  busy?: boolean;
  wide?: boolean;
}

/**
 * The one modal dialog: a native `<dialog>` opened with showModal, so the browser keeps focus
 * inside it and makes the page behind inert. Render it to open it, stop rendering it to close
 * it. It is labelled by its title (and described by its description), takes focus on its
 * first action that is not the close button, closes on Escape and on a backdrop click, and
 * gives focus back to what opened it.
 */
export function Dialog({ title, description, children, footer, onClose, busy, wide }: DialogProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; an open attribute keeps the dialog usable in unit tests.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const actions = Array.from(
      dialog.querySelectorAll<HTMLElement>(
        'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])',
      ),
    );
    (actions.find((el) => el.dataset.dialogClose === undefined) ?? actions[0])?.focus();
    // Escape fires cancel: the owner decides, so the dialog never closes behind React's back.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!busyRef.current) closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      // A click on the dialog element itself is a click on its backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
      onKeyDown={(event) => {
        // jsdom and older engines: Escape without a cancel event.
        if (event.key === 'Escape' && typeof ref.current?.showModal !== 'function' && !busy) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-xl bg-white p-0 shadow-xl ring-1 ring-slate-900/5 backdrop:bg-slate-900/40',
        wide ? 'max-w-2xl' : 'max-w-md',
      )}
    >
      <div className="flex items-start justify-between gap-4 px-6 pt-5">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          data-dialog-close=""
          onClick={onClose}
          disabled={busy}
          className="-mr-2 -mt-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X className="size-4" role="img" aria-label="Close" />
        </button>
      </div>
      <div className="px-6 pt-2 pb-5 text-sm text-slate-600">
        {description ? <div id={`${id}-description`}>{description}</div> : null}
        {children}
      </div>
      <div className="flex flex-col-reverse gap-2 rounded-b-xl border-t border-slate-100 bg-slate-50 px-6 py-3 sm:flex-row sm:justify-end">
        {footer}
      </div>
    </dialog>
  );
}

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  /** The label of the action, e.g. "Archive job". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** An irreversible action is drawn as a danger button. */
  destructive?: boolean;
  cancelLabel?: string;
  /** Under the description: e.g. why the action failed, so the dialog stays open to try again. */
  children?: ReactNode;
}

/** A yes/no confirmation on the Dialog: Cancel takes focus first, so Enter never confirms by accident. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  destructive,
  cancelLabel = 'Cancel',
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      description={description}
      onClose={onCancel}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
