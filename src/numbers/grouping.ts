/**
 * Digit grouping for every figure the site shows: Latin digits, a comma every three digits, as
 * en-US writes them, in every interface language (docs/money.md).
 *
 * Written out rather than with Intl.NumberFormat: the first Intl number or date formatter a page
 * makes loads the browser's ICU data, 145–197 ms of one task on a phone-speed CPU (Chromium, CPU
 * slowed 4×), and the amounts on the first screen (the header balance, the home page's winners)
 * made that the page's longest task after it was drawn (issue #21, blocking time).
 */
export function groupThousands(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  // As en-US: at most three decimals, rounded; an integer has none.
  const abs = Math.abs(n);
  const rounded = Number.isInteger(abs) ? abs : Math.round(abs * 1000) / 1000;
  const [whole, fraction] = toPlainDigits(rounded).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded === 0 ? '' : sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A number's digits without exponent notation (String(1e21) is "1e+21"). */
function toPlainDigits(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return BigInt(Math.trunc(n)).toString();
}
