import type { CrackPattern } from '../../content/service-pages.ts';
import { CrackTypeFigure } from '../diagrams/CrackTypeFigure.tsx';

interface CrackTypesProps {
  types: readonly { pattern: CrackPattern; name: string; size: string; text: string; fix: string }[];
}

export function CrackTypes({ types }: CrackTypesProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {types.map((type) => (
        <li key={type.pattern} className="flex flex-col rounded-card border border-line bg-white p-5 shadow-card">
          <div className="rounded-lg bg-surface-alt p-2">
            <CrackTypeFigure pattern={type.pattern} />
          </div>
          <h3 className="mt-5 text-xl">{type.name}</h3>
          <p className="mt-1 font-semibold text-action">{type.size}</p>
          <p className="mt-2 grow text-muted">{type.text}</p>
          <p className="mt-4 border-t border-line pt-3 text-small">
            <span className="font-bold">Usual fix:</span> {type.fix}
          </p>
        </li>
      ))}
    </ul>
  );
}
