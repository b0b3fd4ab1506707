import type { ReactNode } from 'react';
import { DataView, Loading } from '../common/data-states';

interface ResourceLike<T> {
  status: 'loading' | 'loaded' | 'failed';
  data: T | null;
  errorKey: string | null;
  retry: () => void;
}

/** A section named by its heading that shows one server read: loading, failed with retry, or the data. */
export function TitledSection<T>({
  id,
  title,
  loadingLabel,
  resource,
  className = 'home-section',
  children,
}: {
  id: string;
  title: string;
  loadingLabel: string;
  resource: ResourceLike<T>;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <DataView resource={resource} loading={<Loading label={loadingLabel} />} compact>
        {children}
      </DataView>
    </section>
  );
}
