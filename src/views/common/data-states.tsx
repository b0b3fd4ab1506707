import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { messageFor } from '../messages';

/** Loading state of a data view: announced politely, keeps the space it will fill. */
export function Loading({ label, className }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div className={`data-loading ${className ?? ''}`} role="status" aria-live="polite">
      <span className="spinner spinner--small" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading`}</span>
    </div>
  );
}

/** Failed state of a data view: the translated reason and a retry button. */
export function LoadFailed({ errorKey, onRetry, compact }: { errorKey: string | null; onRetry: () => void; compact?: boolean }) {
  const { i18n, t } = useLingui();
  return (
    <div className={compact ? 'data-failed data-failed--compact' : 'data-failed'} role="alert">
      <p>{i18n._(messageFor(errorKey))}</p>
      <button type="button" className="btn btn--small" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}

interface ResourceLike<T> {
  status: 'loading' | 'loaded' | 'failed';
  data: T | null;
  errorKey: string | null;
  retry: () => void;
}

/** Renders the three states of a `useApiResource` result. */
export function DataView<T>({
  resource,
  children,
  loading,
  compact,
}: {
  resource: ResourceLike<T>;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
  compact?: boolean;
}) {
  if (resource.data !== null && resource.status !== 'failed') return <>{children(resource.data)}</>;
  if (resource.status === 'failed') return <LoadFailed errorKey={resource.errorKey} onRetry={resource.retry} compact={compact} />;
  return <>{loading ?? <Loading />}</>;
}
