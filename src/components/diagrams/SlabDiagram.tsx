import type { ComponentProps } from 'react';
import { ArrowMarker, ClayPattern, ConcretePattern, Diagram } from './Diagram.tsx';

interface SlabDiagramProps extends ComponentProps<typeof Diagram> {
  /** The arrow head's color; without it the drawing has no arrows. */
  arrow?: string;
}

/**
 * A Diagram of concrete on clay: it defines the fills `url(#{id}-concrete)` and `url(#{id}-clay)`
 * and the marker `url(#{id}-arrow)` its drawing uses, named by its id so that several on a page
 * never share one.
 */
export function SlabDiagram({ arrow, children, ...diagram }: SlabDiagramProps) {
  const { id } = diagram;
  return (
    <Diagram {...diagram}>
      <defs>
        <ConcretePattern id={`${id}-concrete`} />
        <ClayPattern id={`${id}-clay`} />
        {arrow ? <ArrowMarker id={`${id}-arrow`} color={arrow} /> : null}
      </defs>
      {children}
    </Diagram>
  );
}
