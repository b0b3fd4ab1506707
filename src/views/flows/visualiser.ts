/**
 * The route module the router imports lazily: its chunk is named after this file, so the
 * player entry only holds a reference to "visualiser-*.js", never flows code.
 */
export { default } from './flows-page';
