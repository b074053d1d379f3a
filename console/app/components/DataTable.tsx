import type { ReactNode } from "react";

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

interface Props<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
}

/**
 * The console's tables: a real table on wide screens; at phone width each row becomes a
 * card whose cells carry their column's name (data-label), so nothing scrolls sideways.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty }: Props<Row>) {
  if (rows.length === 0) return <p className="mt-6 text-ink-600">{empty}</p>;
  return (
    <table className="mt-6 w-full border-separate border-spacing-0 text-left text-sm text-ink-700">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden md:table-header-group">
        <tr>
          {columns.map((c) => (
            <th
              key={c.label}
              scope="col"
              className="border-b border-line bg-surface px-4 py-3 text-xs font-semibold tracking-wide text-ink-600 uppercase first:rounded-tl-xl last:rounded-tr-xl"
            >
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="mb-3 block rounded-xl bg-white p-3 ring-1 ring-line md:mb-0 md:table-row md:rounded-none md:p-0 md:ring-0"
          >
            {columns.map((c) => (
              <td
                key={c.label}
                data-label={c.label}
                className="block py-1 align-top before:block before:text-xs before:font-semibold before:text-ink-600 before:content-[attr(data-label)] md:table-cell md:border-b md:border-line md:px-4 md:py-3 md:before:hidden"
              >
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
