import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { UI } from '../../config/constants';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type DialogSize = 'dialog' | 'modal';

/**
 * An accessible modal dialog: labelled by its title, focus moves in on open and back to
 * where it was on close, Tab stays inside, Escape and the close button close it.
 */
export function Dialog({
  title,
  size = 'modal',
  onClose,
  children,
}: {
  title: string;
  size?: DialogSize;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  // Before the dialog is painted: a dialog that shows while focus is still on the page behind it
  // would let a key pressed at once (Escape, Tab) go to that page instead.
  useLayoutEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    // The first control in the dialog, which is its close button: focusing a field would open a
    // phone's keyboard over a dialog the player has not read yet.
    const first = ref.current?.querySelector<HTMLElement>(FOCUSABLE);
    // Without scrolling: the dialog is on screen, and scrolling to it would have the browser lay the
    // whole page out inside this commit (the home notice's, issue #21, blocking time).
    (first ?? ref.current)?.focus({ preventScroll: true });
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const focusables = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (!focusables.length) return;
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const width = size === 'dialog' ? UI.dialogWidth : UI.modal.width;
  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`dialog dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        // The width the dialog would like; styles.css caps it (and the height) to the viewport.
        style={{ '--dialog-width': `${width}px`, minHeight: size === 'modal' ? `min(${UI.modal.height}px, 100%)` : undefined } as CSSProperties}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={t`Close`} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  );
}
