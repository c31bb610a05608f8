import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from '@/components/ui/icon';

interface DialogProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
  onClose: () => void;
  /** Escape and the backdrop do nothing while an action runs. */
  busy?: boolean;
  wide?: boolean;
}

/**
 * A modal dialog: focus moves into it and is kept there, Escape closes it, the page behind
 * cannot be reached, and focus returns to what opened it.
 */
export function Dialog({ title, description, children, footer, onClose, busy, wide }: DialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () =>
      Array.from(
        panel.current?.querySelectorAll<HTMLElement>(
          'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ) ?? [],
      );
    // The first action that is not the close button (usually the safe choice).
    const first = focusables().find((el) => el.dataset.dialogClose === undefined) ?? focusables()[0];
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busyRef.current) {
        event.stopPropagation();
        closeRef.current();
      }
      if (event.key === 'Tab') {
        const items = focusables();
        if (items.length === 0) return;
        const [head, tail] = [items[0]!, items.at(-1)!];
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <button
        type="button"
        aria-hidden="true"
        tabIndex={-1}
        className="absolute inset-0 cursor-default bg-slate-900/40"
        onClick={() => (busy ? undefined : onClose())}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className={`relative w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl bg-white shadow-xl ring-1 ring-slate-900/5`}
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
            <Icon name="x" className="size-4" label="Close" />
          </button>
        </div>
        <div className="px-6 pb-5 pt-2 text-sm text-slate-600">
          {description ? <div id={`${id}-description`}>{description}</div> : null}
          {children}
        </div>
        <div className="flex flex-col-reverse gap-2 rounded-b-xl border-t border-slate-100 bg-slate-50 px-6 py-3 sm:flex-row sm:justify-end">
          {footer}
        </div>
      </div>
    </div>
  );
}
