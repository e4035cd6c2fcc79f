interface RepairMethodsProps {
  methods: readonly { name: string; bestFor: string; text: string }[];
}

export function RepairMethods({ methods }: RepairMethodsProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {methods.map((method) => (
        <li key={method.name} className="rounded-card border border-line bg-white p-6 shadow-card">
          <h3 className="text-xl">{method.name}</h3>
          <p className="mt-1 text-small font-semibold text-brand">Best for: {method.bestFor}</p>
          <p className="mt-3 text-muted">{method.text}</p>
        </li>
      ))}
    </ul>
  );
}
