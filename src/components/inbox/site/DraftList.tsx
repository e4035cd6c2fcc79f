interface DraftListProps {
  items: readonly { id: string; title: string; detail: string }[];
  empty: string;
}

/** A plain list of what the store holds of one kind, for the pages whose editor is not here yet. */
export function DraftList({ items, empty }: DraftListProps) {
  if (items.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-card border border-line bg-white p-4">
          <p className="font-bold">{item.title}</p>
          <p className="text-small text-muted">{item.detail}</p>
        </li>
      ))}
    </ul>
  );
}
