import type { ReactNode } from 'react';
import { Amount } from './record-format';
import { RecordCaption } from './records-screen';

/** A record screen's table: the caption (what it lists, for which dates), one header row, the rows. */
export function RecordsTable({
  title,
  query,
  columns,
  children,
}: {
  title: string;
  query: { start: string; end: string };
  /** Header labels, in column order. */
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="records__table">
      <RecordCaption title={title} query={query} />
      <thead>
        <tr>
          {columns.map((label, i) => (
            <th key={i} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** An amount cell; `signed` marks money in and money out apart. */
export function AmountCell({ minor, symbol, signed = false }: { minor: number; symbol: string; signed?: boolean }) {
  const direction = signed ? (minor < 0 ? ' records__amount--out' : ' records__amount--in') : '';
  return (
    <td className={`records__amount${direction}`}>
      <Amount minor={minor} symbol={symbol} />
    </td>
  );
}

/** The posting's reference, in the last column. */
export function ReferenceCell({ reference }: { reference: string }) {
  return <td className="records__reference">{reference}</td>;
}
