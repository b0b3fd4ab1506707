/** What the web benches share: the median of a row's loads, and the Markdown table they print. */

/**
 * The middle value (the upper of the two middle ones for an even count) of the loads that gave one: a
 * load that did not (NaN: no paint, no event in its trace) is left out, NaN when none did.
 */
export function median(xs: number[]): number {
  const given = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return given[Math.floor(given.length / 2)] ?? NaN;
}

/** Prints a Markdown table under its title, each column as wide as its widest cell. */
export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(title);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
}
