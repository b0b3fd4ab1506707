import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { activateLocale } from '../../src/i18n';
import { prefetchLazyParts } from '../../src/views/common/lazy-page';
import { loadErrorMessages } from '../../src/views/messages';

// findBy* and waitFor wait 1 s by default. Under `npm test` two workers share CI's two cores, and a
// route's first render may import its lazy chunk then (/flows imports every chart and failed so at
// 1 s); what a person sees is still asserted, only the wait for it is longer.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: the router's scroll restoration calls scrollTo, which jsdom only logs.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Lazy parts (account forms, the logged-in header block) load once per file here, so views
// render synchronously in tests as they do in the app after their first use.
// A part's catalog loads for the active locale, so one is active first (tests activate theirs as they render).
beforeAll(async () => {
  activateLocale('en', {});
  // The codes' messages load with the app's first request; views under test show them at once.
  await Promise.all([prefetchLazyParts(), loadErrorMessages()]);
});

afterEach(() => {
  cleanup();
  // An actor stopped with its modal open runs no exit action, so the body keeps the scroll lock;
  // files that share a document (isolate: false) must not inherit it.
  document.body.removeAttribute('style');
  sessionStorage.clear();
  localStorage.clear();
});
