/** The element of index.html the server writes its answers for the page into (server/static/boot-answers.ts). */
export const BOOT_ANSWERS_ID = 'boot-answers';

/** The element that lists the page's own module chunks for the browser to ask for after the first paint (vite.config.ts scriptsAfterFirstPaint, server/static/preloads.ts). */
export const PAGE_MODULES_ID = 'page-modules';
