import { Trans } from '@lingui/react/macro';
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

/** Stand-in for content a later issue owns; says so plainly instead of faking data. */
export function ComingSoon() {
  return (
    <p className="page-note">
      <Trans>This section is being prepared. Please check back soon.</Trans>
    </p>
  );
}
