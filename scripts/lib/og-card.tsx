/**
 * The social preview card and the touch icon, as satori elements (flexbox subset of CSS).
 * Colors are docs/design.md's: brand background, amber label, white title, darker footer band
 * under an action-orange strip. The mark is the site's own LogoMark component.
 */
import { LogoMark } from '../../src/components/layout/Logo.tsx';
import { builtBusiness } from '../../src/content/published-snapshot.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const TOUCH_ICON_SIZE = 180;

const color = {
  brand: '#0f3d5e',
  brandDark: '#0a2b43',
  action: '#c2410c',
  amber: '#fbbf24',
  white: '#ffffff',
  /** Secondary text on brandDark (stone-300, ~10:1). */
  soft: '#d6d3d1',
};

const PAD_X = 72;
const FOOTER_HEIGHT = 124;
/** Width the title may use; the fitter measures wrapping against it. */
export const TITLE_WIDTH = OG_WIDTH - 2 * PAD_X;
export const TITLE_LINE_HEIGHT = 1.12;

export interface TitleProps {
  title: string;
  fontSize: number;
  /** Substring of the title drawn in amber (an area page's city). */
  highlight?: string | null;
  /** Last resort for a title that does not fit three lines even at the smallest size. */
  clamp?: boolean;
}

/** A no-break space before the last word: no title ends with one orphaned word ('NC'). */
function bindLastWord(text: string): string {
  return text.replace(/ (?=\S+\s*$)/, '\u00a0');
}

/** The title block; rendered alone by the fitter to measure its wrapped height. */
export function OgTitle({ title, fontSize, highlight, clamp = false }: TitleProps) {
  const at = highlight && !clamp ? title.indexOf(highlight) : -1;
  const style = {
    display: 'block',
    width: TITLE_WIDTH,
    fontSize,
    fontWeight: 800,
    lineHeight: TITLE_LINE_HEIGHT,
    letterSpacing: -0.02 * fontSize,
    color: color.white,
  } as const;
  if (!highlight || at < 0) {
    // satori clamps plain text only, so a clamped title drops its highlight.
    return <div style={clamp ? { ...style, lineClamp: 3 } : style}>{bindLastWord(title)}</div>;
  }
  const before = title.slice(0, at);
  const after = title.slice(at + highlight.length);
  return (
    <div style={style}>
      <span>{before}</span>
      {/* No-break spaces keep 'Cornelius, NC' together on one line. */}
      <span style={{ color: color.amber }}>{highlight.replace(/ /g, '\u00a0')}</span>
      <span>{bindLastWord(after)}</span>
    </div>
  );
}

function PhoneGlyph({ size }: { size: number }) {
  // lucide 'phone', drawn in the footer's call pill.
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="#ffffff" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z" />
    </svg>
  );
}

export interface OgCardProps extends TitleProps {
  section: string;
}

export function OgCard({ section, ...title }: OgCardProps) {
  const business = builtBusiness();
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: OG_WIDTH,
        height: OG_HEIGHT,
        backgroundColor: color.brand,
        // The site hero's gradient without its noise texture: noise costs a third of each render.
        backgroundImage: `linear-gradient(135deg, ${color.brand} 0%, #0d3552 60%, ${color.brandDark} 100%)`,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `52px ${PAD_X}px 0` }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <div style={{ display: 'flex', width: 76, height: 76 }}>
            <LogoMark />
          </div>
          <div style={{ display: 'flex', fontSize: 36, fontWeight: 800, letterSpacing: -0.5, color: color.white }}>
            {business.name}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', paddingBottom: 8 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 22 }}>
            <div style={{ display: 'flex', width: 48, height: 6, borderRadius: 3, backgroundColor: color.amber }} />
            <div style={{ display: 'flex', fontSize: 28, fontWeight: 700, letterSpacing: 3.5, color: color.amber, textTransform: 'uppercase' }}>
              {section}
            </div>
          </div>
          <OgTitle {...title} />
        </div>
      </div>
      <div style={{ display: 'flex', height: 8, backgroundColor: color.action }} />
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          height: FOOTER_HEIGHT - 8,
          padding: `0 ${PAD_X}px`,
          backgroundColor: color.brandDark,
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 30, fontWeight: 800, color: color.white }}>Free estimates · Licensed &amp; insured</div>
          <div style={{ display: 'flex', fontSize: 24, fontWeight: 500, color: color.soft, marginTop: 4 }}>
            {`Serving the ${business.serviceRegion}`}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            padding: '14px 30px',
            borderRadius: 14,
            backgroundColor: color.action,
          }}
        >
          <PhoneGlyph size={36} />
          <div style={{ display: 'flex', fontSize: 42, fontWeight: 800, color: color.white, letterSpacing: -0.5 }}>
            {business.phone.display}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Apple touch icon: full-bleed brand square (iOS rounds the corners itself) with the mark. */
export function TouchIcon() {
  const mark = Math.round(TOUCH_ICON_SIZE * 0.7);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: TOUCH_ICON_SIZE,
        height: TOUCH_ICON_SIZE,
        backgroundColor: color.brand,
      }}
    >
      <div style={{ display: 'flex', width: mark, height: mark }}>
        <LogoMark />
      </div>
    </div>
  );
}
