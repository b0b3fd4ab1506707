import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * A small confirmation popup (role alertdialog): the logout confirmation, the trial-account
 * warning, an SMS failure. Focus goes to the confirm button; Escape cancels (or confirms
 * when there is nothing to cancel).
 */
export function MessagePopup({
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  busy = false,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  cancelLabel?: string;
  onCancel?: () => void;
  busy?: boolean;
}) {
  const titleId = useId();
  const bodyId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirmRef.current?.focus();
  }, []);
  // Portalled to <body>: opened from inside the sticky header, it must still stack above every overlay.
  return createPortal(
    <div className="dialog-backdrop popup-backdrop">
      <div
        className="dialog dialog--dialog popup"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            (onCancel ?? onConfirm)();
          }
        }}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        </div>
        <div id={bodyId} className="popup__body">
          {children}
        </div>
        <div className="popup__actions">
          {onCancel && cancelLabel && (
            <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </button>
          )}
          <button ref={confirmRef} type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
