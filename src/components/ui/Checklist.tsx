import { Icon } from './Icon.tsx';

interface ChecklistProps {
  items: readonly string[];
  className?: string;
  /** On the brand background the check mark turns amber to stay visible. */
  tone?: 'light' | 'dark';
}

export function Checklist({ items, className = '', tone = 'light' }: ChecklistProps) {
  return (
    <ul className={`space-y-2.5 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <Icon name="check" size={20} className={`mt-1 shrink-0 ${tone === 'dark' ? 'text-focus-dark' : 'text-success'}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
