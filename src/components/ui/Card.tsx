import type { ReactNode } from 'react';

interface CardProps {
  className?: string;
  children: ReactNode;
  as?: 'div' | 'article' | 'li' | 'aside';
}

export function Card({ className = '', children, as: Tag = 'div' }: CardProps) {
  return <Tag className={`rounded-card border border-line bg-white p-6 shadow-card ${className}`}>{children}</Tag>;
}
