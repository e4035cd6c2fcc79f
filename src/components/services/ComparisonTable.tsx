interface ComparisonTableProps {
  caption: string;
  columns: readonly [string, string];
  rows: readonly { label: string; values: readonly [string, string] }[];
}

/** Two options compared row by row; the first column is the one we recommend. */
export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  return (
    <table className="w-full table-fixed border-collapse overflow-hidden rounded-card text-left text-small sm:text-base">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="bg-brand text-white">
          <th scope="col" className="w-[28%] p-3 font-bold">
            <span className="sr-only">Compared</span>
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="p-3 font-bold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-line even:bg-surface-alt">
            <th scope="row" className="p-3 align-top font-bold">
              {row.label}
            </th>
            <td className="p-3 align-top font-semibold">{row.values[0]}</td>
            <td className="p-3 align-top text-muted">{row.values[1]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
