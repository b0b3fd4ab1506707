import type { ReactNode } from 'react';

/** A route page: its heading first, then its content. */
export function PageFrame({ title, children, className }: { title: string; children?: ReactNode; className?: string }) {
  return (
    <div className={`page-frame ${className ?? ''}`}>
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}
