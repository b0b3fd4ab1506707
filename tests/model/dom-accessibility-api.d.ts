// dom-accessibility-api (the accessible-name algorithm Testing Library uses) ships types that
// its package.json "exports" hides from TypeScript's bundler resolution.
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(element: Element): string;
}
