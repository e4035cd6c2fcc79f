import { createContext, useContext, type ReactNode } from 'react';

/** The diagram palette from the issue brief: concrete grays, Piedmont clay, brand and action. */
export const palette = {
  concreteLight: '#d6d3d1',
  concrete: '#a8a29e',
  concreteDark: '#78716c',
  clay: '#9a3412',
  clayTint: '#b45309',
  brand: '#0f3d5e',
  action: '#c2410c',
  ink: '#1c1917',
  muted: '#57534e',
  white: '#ffffff',
  sky: '#f5f5f4',
} as const;

interface DiagramProps {
  /** Unique on the page; used for the title and desc ids. */
  id: string;
  title: string;
  desc: string;
  width: number;
  height: number;
  className?: string;
  children: ReactNode;
}

/**
 * Where a diagram is drawn. 'inline': an <svg> in the page, for anything above the fold.
 * 'image': an <img loading="lazy"> of the diagram's own file, for diagrams below the fold, so
 * their bytes stay out of the HTML document's first round trip; the description stays in the
 * page as text. 'file': that standalone file, written by src/pages/diagrams/[name].svg.ts.
 */
export const DiagramMode = createContext<'inline' | 'image' | 'file'>('inline');

/** URL of a diagram's standalone file, named by its id. */
export const diagramPath = (id: string) => `/diagrams/${id}.svg`;

/**
 * The box of a lazy diagram takes the drawing's aspect ratio from a class, never a `style`
 * attribute (the CSP allows no inline style). Written out whole so Tailwind finds each one; a
 * drawing of a new size adds its line here, and the build fails until it does.
 */
const aspectClasses: Record<string, string> = {
  '240/130': 'aspect-[240/130]',
  '300/150': 'aspect-[300/150]',
  '320/210': 'aspect-[320/210]',
  '400/230': 'aspect-[400/230]',
  '400/250': 'aspect-[400/250]',
  '400/260': 'aspect-[400/260]',
};

function aspectClass(width: number, height: number): string {
  const found = aspectClasses[`${width}/${height}`];
  if (!found) throw new Error(`Diagram size ${width}x${height} has no aspect class: add it to aspectClasses in Diagram.tsx.`);
  return found;
}

/** The page font (--font-sans): an image cannot inherit it from the page. */
const fontStack = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * Accessible, responsive SVG: fills its container's width, named by its title and
 * described by its desc. Text inherits the page font; strokes stay 2px at any size.
 */
export function Diagram({ id, title, desc, width, height, className = '', children }: DiagramProps) {
  const mode = useContext(DiagramMode);
  if (mode === 'image') {
    // Chrome fetches a lazy image up to 1250 px below the viewport, which on a phone is before
    // the page's first paint. Inside a content-visibility: auto box it waits until the box nears
    // the viewport, so the first paint shares the connection with nothing. The box takes the
    // drawing's aspect ratio, so it has its final size before the image renders.
    return (
      <>
        <span className={`block [content-visibility:auto] ${aspectClass(width, height)}${className ? ` ${className}` : ''}`}>
          <img
            src={diagramPath(id)}
            width={width}
            height={height}
            alt={title}
            aria-describedby={`${id}-desc`}
            loading="lazy"
            decoding="async"
            className="block size-full"
          />
        </span>
        <p id={`${id}-desc`} className="sr-only">
          {desc}
        </p>
      </>
    );
  }
  const file = mode === 'file';
  return (
    <svg
      xmlns={file ? 'http://www.w3.org/2000/svg' : undefined}
      viewBox={`0 0 ${width} ${height}`}
      width={file ? width : '100%'}
      height={file ? height : undefined}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={file ? undefined : `block h-auto ${className}`}
      fontFamily={file ? fontStack : 'inherit'}
      fill="none"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      {children}
    </svg>
  );
}

interface LabelProps {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  color?: string;
}

export function Label({ x, y, children, size = 14, anchor = 'start', weight = 600, color = palette.ink }: LabelProps) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} textAnchor={anchor} fill={color} stroke="none">
      {children}
    </text>
  );
}

/** Concrete speckle reused by every slab drawing. */
export function ConcretePattern({ id }: { id: string }) {
  return (
    <pattern id={id} width="24" height="24" patternUnits="userSpaceOnUse">
      <rect width="24" height="24" fill={palette.concreteLight} />
      <circle cx="5" cy="6" r="1.3" fill={palette.concrete} />
      <circle cx="17" cy="4" r="0.9" fill={palette.concreteDark} />
      <circle cx="12" cy="15" r="1.1" fill={palette.concrete} />
      <circle cx="21" cy="19" r="1.4" fill={palette.concrete} />
      <circle cx="3" cy="20" r="0.8" fill={palette.concreteDark} />
    </pattern>
  );
}

/** Piedmont red clay: the brand's soil brown at low opacity with a few pebbles. */
export function ClayPattern({ id }: { id: string }) {
  return (
    <pattern id={id} width="32" height="32" patternUnits="userSpaceOnUse">
      <rect width="32" height="32" fill={palette.clay} fillOpacity="0.16" />
      <circle cx="6" cy="8" r="1.6" fill={palette.clay} fillOpacity="0.35" />
      <circle cx="22" cy="14" r="1.2" fill={palette.clayTint} fillOpacity="0.45" />
      <circle cx="13" cy="26" r="1.4" fill={palette.clay} fillOpacity="0.3" />
      <circle cx="28" cy="28" r="1" fill={palette.clayTint} fillOpacity="0.4" />
    </pattern>
  );
}

/** Arrow head marker in a given color. */
export function ArrowMarker({ id, color }: { id: string; color: string }) {
  return (
    <marker id={id} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
      <path d="M0 0 L10 5 L0 10 z" fill={color} />
    </marker>
  );
}
