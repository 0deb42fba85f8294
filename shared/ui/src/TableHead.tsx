/**
 * A plain table's header row: a column header for each label, in order, then, when the rows end
 * in buttons, a last column whose header only a screen reader reads (each button says what it
 * does on itself).
 */
export function TableHead({ columns, actions }: { columns: string[]; actions?: string }) {
  return (
    <thead>
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        {actions !== undefined && (
          <th scope="col">
            <span className="sr-only">{actions}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
