/**
 * `use-sync-external-store/shim` for React 19, which has the hook built in: the package's shim
 * carries a fallback for React < 18 that every page would download (vite.config.ts aliases it).
 */
export { useSyncExternalStore } from 'react';
