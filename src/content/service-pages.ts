/**
 * Page content of /services and the five service pages. Copy and figures only: the
 * components in src/components/services decide how each kind of section looks.
 * Every duration here is one docs/architecture.md section 4 resolved; every price is an entry
 * of the owner's price list (src/content/price-list.ts), never a typed figure.
 */
import type { IconName } from './icons.ts';
import { business } from '../config/business.ts';
import type { FaqItem, PriceRange } from '../lib/jsonld.ts';
import { offerOf, price } from './price-list.ts';
import type { AreaSlug } from './areas.ts';
import type { ServiceSlug } from './services.ts';

/** Instructive SVG drawings, by key; src/components/diagrams maps each key to a component. */
export type FigureKey = 'slab-sinking' | 'foam-vs-mudjacking' | 'resurfacing-layers';

export type CrackPattern = 'hairline' | 'settlement' | 'structural' | 'expansion';

export interface Tile {
  icon: IconName;
  title: string;
  text: string;
}

export interface ProcessStep {
  title: string;
  text: string;
}

interface SectionBase {
  /** Unique on the page; the heading id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  figure?: FigureKey;
}

export type ServiceSection =
  | (SectionBase & { kind: 'tiles'; tiles: readonly Tile[] })
  | (SectionBase & { kind: 'checklist'; items: readonly string[]; note?: string })
  | (SectionBase & {
      kind: 'steps';
      steps: readonly ProcessStep[];
      /** Steps drawn one by one (leveling) and exposed as a HowTo with this total time. */
      illustrated?: boolean;
      howTo?: { name: string; totalTime: string; totalTimeLabel: string };
    })
  | (SectionBase & {
      kind: 'crackTypes';
      types: readonly { pattern: CrackPattern; name: string; size: string; text: string; fix: string }[];
    })
  | (SectionBase & { kind: 'methods'; methods: readonly { name: string; bestFor: string; text: string }[] })
  | (SectionBase & {
      kind: 'comparison';
      columns: readonly [string, string];
      rows: readonly { label: string; values: readonly [string, string] }[];
      note: string;
    })
  | (SectionBase & { kind: 'inspection'; text: string; items: readonly string[] })
  | (SectionBase & { kind: 'areas'; areas: readonly AreaSlug[] });

export interface Fact {
  label: string;
  value: string;
}

export interface ServicePageContent {
  slug: ServiceSlug;
  /** <title> without the site name. */
  metaTitle: string;
  metaDescription: string;
  /** schema.org serviceType. */
  serviceType: string;
  heroLead: string;
  /** Opening paragraph beside the service illustration. */
  intro: string;
  /** Key figures shown under the intro; the price here is the one in the Service offer. */
  facts: readonly Fact[];
  /** Omitted where no price is published (commercial). */
  price?: PriceRange;
  sections: readonly ServiceSection[];
  faqs: readonly FaqItem[];
}

const warranty = `${business.warranty.workmanshipYears}-year workmanship warranty`;
const reinspection = `a free re-inspection within ${business.warranty.reinspectionYears} year`;

export const servicePages: Record<ServiceSlug, ServicePageContent> = {
  'driveway-repair': {
    slug: 'driveway-repair',
    metaTitle: 'Driveway Repair in Charlotte, NC',
    metaDescription:
      `Driveway repair in Charlotte, NC: cracks, chips, sunken slabs and open joints fixed in 1-2 days. Most repairs ${price('driveway-repair')}. Free estimates, licensed & insured.`,
    serviceType: 'Driveway repair',
    heroLead:
      'Cracks, chips, sunken slabs and open joints fixed properly, usually in 1-2 days and for a fraction of the price of a new driveway. We work across Charlotte, Matthews, Concord, Huntersville and the rest of the metro.',
    intro:
      'Charlotte driveways sit on Piedmont red clay, which swells after a week of rain and shrinks in a dry August. That movement, plus tree roots and the weight of cars, is what cracks and tilts most driveways around here. Fixing the damage early keeps water out of the base and stops a small repair from turning into a replacement.',
    facts: [
      { label: 'Typical cost', value: price('driveway-repair') },
      { label: 'Minor repairs', value: price('driveway-minor') },
      { label: 'Major repairs', value: price('driveway-major') },
      { label: 'A repair lasts', value: '5-10 years' },
    ],
    price: offerOf('driveway-repair'),
    sections: [
      {
        kind: 'tiles',
        id: 'problems',
        title: 'Driveway Problems We Fix',
        lead: 'Four problems cover almost every driveway we see. Each one has its own fix.',
        tiles: [
          {
            icon: 'crack',
            title: 'Cracks and Chips',
            text: 'We clean out cracks, fill them with flexible sealant or epoxy matched to their width, and rebuild chipped edges so water cannot get under the slab.',
          },
          {
            icon: 'leveling',
            title: 'Sunken Slabs',
            text: 'A section that has dropped by the garage or at the street is lifted back to level with polyurethane foam through 5/8-inch holes, not broken out.',
          },
          {
            icon: 'layers',
            title: 'Surface Damage',
            text: 'Flaking, pitting and spalled patches from age, de-icing salt or a poor original finish get a bonded overlay that leaves a smooth, even surface.',
          },
          {
            icon: 'ruler',
            title: 'Joint Separation',
            text: 'Joints that have opened or lost their filler let rain wash out the base. We clean them out and install new backer rod and self-leveling sealant.',
          },
        ],
      },
      {
        kind: 'checklist',
        id: 'benefits',
        title: 'Why Repair Instead of Replace',
        lead: 'A new driveway means demolition, a dumpster and a week without parking. A repair usually does not.',
        items: [
          `Costs a fraction of a new driveway: most repairs run ${price('driveway-repair')}, minor ones ${price('driveway-minor')}`,
          'Finished in 1-2 days, with no demolition and no torn-up lawn',
          'A sound repair lasts 5-10 years',
          'Removes trip edges and puddles that are a risk to your family and visitors',
          'Keeps water out of the base, which is what turns small cracks into big ones',
          'Lifts curb appeal before you sell or list the home',
        ],
        note: 'When damage covers more than 30% of the surface, or the slab has broken into many loose pieces, we will tell you that replacement is the better buy. Below 30%, repair almost always wins.',
      },
      {
        kind: 'steps',
        id: 'process',
        title: 'How a Driveway Repair Works',
        lead: 'Four steps, usually finished in 1-2 days.',
        steps: [
          {
            title: 'Free On-Site Assessment',
            text: 'We measure the damage, check drainage and the base, and give you a written quote that prices each repair. No obligation.',
          },
          {
            title: 'Preparation',
            text: 'We cut out loose concrete, clean cracks and joints back to sound material, and protect your lawn, beds and garage door.',
          },
          {
            title: 'Repair',
            text: 'Cracks are filled, low slabs lifted, worn areas overlaid and joints resealed, each with the material that problem calls for.',
          },
          {
            title: 'Cure and Walk-Through',
            text: 'We clean up, walk the driveway with you and tell you exactly when you can park on it again.',
          },
        ],
      },
      {
        kind: 'areas',
        id: 'areas',
        title: 'Driveway Repair Near You',
        lead: 'We repair driveways in these cities and everywhere else we serve in the Charlotte metro.',
        areas: ['charlotte', 'matthews', 'concord', 'huntersville'],
      },
    ],
    faqs: [
      {
        question: 'How much does driveway repair cost in Charlotte?',
        answer:
          `Most driveway repairs cost ${price('driveway-repair')}, roughly ${price('driveway-repair-rate')} of repaired area. Minor work such as sealing cracks or rebuilding a chipped edge runs ${price('driveway-minor')}; major repairs such as lifting several sunken slabs or resurfacing the whole drive run ${price('driveway-major')}. You get a written quote after a free on-site look.`,
      },
      {
        question: 'Should I repair or replace my driveway?',
        answer:
          'Repair is usually the better choice when less than 30% of the surface is damaged and the slab is still in large, solid pieces. If more than 30% is cracked, crumbling or sunken, replacement often costs less over time. We tell you which makes sense for your driveway, even when the answer is the smaller job.',
      },
      {
        question: 'How long does a driveway repair last?',
        answer: `A properly prepared repair lasts 5-10 years, and longer when cracks and joints are resealed as they open. Our work carries a ${warranty} and ${reinspection}.`,
      },
    ],
  },

  'crack-repair': {
    slug: 'crack-repair',
    metaTitle: 'Concrete Crack Repair in Charlotte, NC',
    metaDescription:
      `Concrete crack repair in Charlotte, NC: epoxy injection, foam, flexible sealing and stitching. ${price('crack-repair')}, most jobs 2-4 hours. Free crack inspection.`,
    serviceType: 'Concrete crack repair',
    heroLead:
      'Not every crack is a problem, and no single fix suits every crack. We find out why yours formed and seal it with the method that will last, usually in 2-4 hours.',
    intro:
      "Concrete cracks as it cures, as the clay under it swells and shrinks, and as roots and loads push on it. An open crack lets rain into the base; in Charlotte's red clay that water softens the soil and carries it away, and the crack grows. Sealing it early is the cheapest repair your concrete will ever need.",
    facts: [
      { label: 'Typical cost', value: price('crack-repair') },
      { label: 'Epoxy injection', value: price('epoxy-injection') },
      { label: 'Time on site', value: '2-4 hours' },
      { label: 'Epoxy cures in', value: '24-48 hours' },
    ],
    price: offerOf('crack-repair'),
    sections: [
      {
        kind: 'tiles',
        id: 'warning-signs',
        title: 'Warning Signs a Crack Needs Attention',
        lead: 'Have a crack inspected if you notice any of these.',
        tiles: [
          {
            icon: 'ruler',
            title: 'It Keeps Widening',
            text: 'Mark both ends with a pencil and the date. If the crack grows past the marks over a few weeks, it is still moving.',
          },
          {
            icon: 'alert',
            title: 'One Edge Sits Higher',
            text: 'When one side of a crack is higher than the other, the slab has settled and the edge is now a trip hazard.',
          },
          {
            icon: 'water',
            title: 'Water, Weeds or Washed-Out Soil',
            text: 'Puddles along a crack, grass growing through it or soil washing out at the slab edge all mean the base is eroding.',
          },
          {
            icon: 'house',
            title: 'Cracks Running Toward the House',
            text: 'Cracks in a garage floor, porch or walk that head for the foundation, or doors that start to stick, deserve a closer look.',
          },
          {
            icon: 'hammer',
            title: 'Crumbling Edges',
            text: 'Pieces breaking off along a crack let in more water every time it rains, and the damage speeds up.',
          },
          {
            icon: 'grid',
            title: 'Cracks Meeting in a Web',
            text: 'Several cracks joining in a spider-web pattern point to a weak or hollow base under that part of the slab.',
          },
        ],
      },
      {
        kind: 'crackTypes',
        id: 'crack-types',
        title: 'Four Types of Concrete Cracks',
        lead: 'The shape and width of a crack tell us why it formed, and so how to fix it.',
        types: [
          {
            pattern: 'hairline',
            name: 'Hairline Cracks',
            size: 'Under 1/16 inch wide',
            text: 'Thin, shallow cracks from shrinkage as the concrete cured. Usually cosmetic, but worth sealing outdoors to keep out water and de-icing salt.',
            fix: 'Flexible sealant or a penetrating sealer',
          },
          {
            pattern: 'settlement',
            name: 'Settlement Cracks',
            size: 'Diagonal, often with one side lower',
            text: 'Run diagonally from a corner or across a slab where the soil beneath has compacted or washed out. Common over backfill near newer homes.',
            fix: 'Level the slab, then seal the crack',
          },
          {
            pattern: 'structural',
            name: 'Structural Cracks',
            size: 'Wide, through the full depth',
            text: 'Wide cracks that pass right through a slab or wall, so the two sides no longer carry load as one piece. Often uneven or still opening.',
            fix: 'Epoxy injection or stitching',
          },
          {
            pattern: 'expansion',
            name: 'Expansion Joint Cracks',
            size: 'Along the planned joints',
            text: 'Joints let concrete move with heat and cold. When the joint filler fails, the gap opens, fills with dirt and lets water under both slabs.',
            fix: 'New backer rod and joint sealant',
          },
        ],
      },
      {
        kind: 'methods',
        id: 'repair-methods',
        title: 'Our Crack Repair Methods',
        lead: 'We choose the method from the crack type, whether it still moves and whether water gets through it.',
        methods: [
          {
            name: 'Epoxy Injection',
            bestFor: 'Structural cracks in slabs, walls and foundations',
            text: `Two-part epoxy is pumped into the crack under pressure until it fills the full depth and bonds the two sides back into one piece. It cures in 24-48 hours; expect ${price('epoxy-injection')}.`,
          },
          {
            name: 'Polyurethane Foam',
            bestFor: 'Leaking cracks and cracks that still move',
            text: 'Foam expands to fill the crack and the voids behind it, sealing out water while staying flexible. A good choice for basement walls and wet areas.',
          },
          {
            name: 'Caulking and Sealing',
            bestFor: 'Hairline cracks and expansion joints',
            text: `Flexible polyurethane sealant keeps water out while letting the concrete move with the seasons. Minor sealing starts at about ${price('crack-sealing.low')}.`,
          },
          {
            name: 'Stitching',
            bestFor: 'Wide structural cracks that keep opening',
            text: 'Steel stitching staples set in epoxy across the crack tie the two sides together, so the slab carries load as one piece again.',
          },
        ],
      },
      {
        kind: 'checklist',
        id: 'benefits',
        title: 'Benefits of Repairing Cracks Early',
        items: [
          'Stops water from washing out the base under your slab',
          `Keeps a ${price('crack-sealing.low')} sealing job from becoming a slab replacement`,
          'Removes trip edges on walks, steps and driveways',
          'Keeps weeds, ants and de-icing salt out of the concrete',
          'Most repairs finished in 2-4 hours, with no demolition',
          `Work covered by our ${warranty}`,
        ],
      },
      {
        kind: 'inspection',
        id: 'free-inspection',
        title: 'Free Crack Inspection',
        text: 'Not sure whether a crack is cosmetic or a sign of something bigger? We come out, measure it, find the cause and tell you plainly whether it needs repair, monitoring or nothing at all.',
        items: [
          'Width and depth measured',
          'Crack type and cause identified',
          'Written quote if it needs repair',
          'No charge and no obligation',
        ],
      },
    ],
    faqs: [
      {
        question: 'How much does concrete crack repair cost?',
        answer:
          `Crack repair runs ${price('crack-repair')}. Minor sealing starts at about ${price('crack-sealing.low')}, a typical single-crack repair costs ${price('crack-repair-rate')}, and epoxy injection of structural cracks runs ${price('epoxy-injection')}. The inspection and quote are free.`,
      },
      {
        question: 'Are hairline cracks a problem?',
        answer:
          'Hairline cracks under 1/16 inch wide are usually shrinkage cracks and cosmetic. Seal them anyway if they are outdoors or in a garage, to keep water and salt out. If a hairline crack widens or one edge drops, have it inspected.',
      },
      {
        question: 'How long does crack repair take?',
        answer:
          'Most crack repairs take 2-4 hours on site. Epoxy needs 24-48 hours to cure fully before heavy loads; flexible sealants are ready sooner. We tell you exactly when you can use the area again.',
      },
      {
        question: 'Will the crack come back?',
        answer: `A sealed crack stays sealed when its cause is fixed too. That is why we check for settlement and drainage first: if a slab is still sinking, we level it before sealing. Our work carries a ${warranty}.`,
      },
    ],
  },

  resurfacing: {
    slug: 'resurfacing',
    metaTitle: 'Concrete Resurfacing in Charlotte, NC',
    metaDescription:
      `Concrete resurfacing in Charlotte, NC for driveways, patios, walks and pool decks. ${price('resurfacing')}, ${price('resurfacing-saving')} less than replacement, done in 1-3 days.`,
    serviceType: 'Concrete resurfacing',
    heroLead:
      `A new, durable top layer bonded to the concrete you already have. Resurfacing renews worn, pitted and stained surfaces for ${price('resurfacing-saving')} less than tearing out and pouring new.`,
    intro:
      'If your slab is sound but the surface is flaking, pitted or stained, you do not need new concrete. We repair the damaged spots, then bond a thin polymer-modified overlay to the old slab. It looks new, and you choose the finish: a plain broom texture or a decorative one.',
    facts: [
      { label: 'Cost', value: price('resurfacing') },
      { label: 'Compared with replacement', value: `${price('resurfacing-saving')} less` },
      { label: 'Project time', value: '1-3 days' },
      { label: 'Walk on it / drive on it', value: 'After 24 hours / 3-7 days' },
    ],
    price: offerOf('resurfacing'),
    sections: [
      {
        kind: 'tiles',
        id: 'decorative-options',
        title: 'Decorative Options',
        lead: 'Choose a finish that suits the house and the way you use the space.',
        tiles: [
          {
            icon: 'stamp',
            title: 'Stamped Patterns',
            text: 'Slate, flagstone, brick and wood-plank textures pressed into the overlay, popular for patios and entry walks.',
          },
          {
            icon: 'palette',
            title: 'Color and Stain',
            text: 'Integral color or stains in grays, earth tones and warm browns that hide wear and tire marks.',
          },
          {
            icon: 'grid',
            title: 'Stenciled Designs',
            text: 'Brick, tile and border patterns for driveways and walks, for a custom look without the cost of pavers.',
          },
          {
            icon: 'footprints',
            title: 'Slip-Resistant Textures',
            text: 'Knockdown and broom textures that keep pool decks, steps and ramps safer underfoot when wet.',
          },
          {
            icon: 'layers',
            title: 'Smooth Trowel Finish',
            text: 'A clean, modern surface for garage floors, porches and covered patios, ready for a clear sealer.',
          },
          {
            icon: 'shield',
            title: 'Protective Sealer',
            text: 'A sealed surface resists oil, red clay stains and de-icing salt, and washes clean with a hose.',
          },
        ],
      },
      {
        kind: 'checklist',
        id: 'benefits',
        title: 'Benefits of Resurfacing',
        lead: 'The old slab stays in place as the base; only the worn top is renewed.',
        figure: 'resurfacing-layers',
        items: [
          `Costs ${price('resurfacing-saving')} less than replacement, at ${price('resurfacing')}`,
          'Finished in 1-3 days, with no demolition, noise or haul-off',
          'Walk on it after 24 hours, drive on it after 3-7 days',
          'Covers spalling, pitting, scaling and old stains',
          'Adds grip to slippery pool decks and steps',
          'A sealed finish resists oil, salt and red clay stains',
        ],
        note: 'Resurfacing needs a sound base. If a slab is badly cracked or sunken, we repair or level it first, and we tell you if it is past saving.',
      },
      {
        kind: 'tiles',
        id: 'applications',
        title: 'Where Resurfacing Works',
        lead: 'Any sound concrete surface, indoors or out.',
        tiles: [
          {
            icon: 'driveway',
            title: 'Driveways',
            text: 'Renew a worn, stained or spalled driveway and lift curb appeal without weeks of a torn-up yard.',
          },
          {
            icon: 'sun',
            title: 'Patios',
            text: 'Turn a plain gray slab into a stamped or colored outdoor room for a fraction of the cost of pavers.',
          },
          {
            icon: 'waves',
            title: 'Pool Decks',
            text: 'Cooler, slip-resistant coatings that stand up to chlorine, summer sun and bare feet.',
          },
          {
            icon: 'footprints',
            title: 'Walkways and Steps',
            text: 'Fix rough, pitted walks and step treads so the way to your front door is safe and welcoming.',
          },
          {
            icon: 'house',
            title: 'Garage Floors',
            text: 'Smooth out pitting and oil stains and get a floor that is easy to sweep and keep sealed.',
          },
          {
            icon: 'commercial',
            title: 'Storefront Walks and Entries',
            text: 'Restore commercial walks and entries in phases, so your doors stay open while we work.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'How much does concrete resurfacing cost?',
        answer:
          `Resurfacing costs ${price('resurfacing')}, depending on the finish, the repairs needed first and access. That is ${price('resurfacing-saving')} less than removing and replacing the concrete. A plain broom finish sits at the lower end; stamped and multi-color finishes at the upper end.`,
      },
      {
        question: 'How soon can I use resurfaced concrete?',
        answer:
          'Most projects take 1-3 days. You can walk on the new surface after 24 hours and drive on it after 3-7 days, depending on the weather and the product used. We give you the exact times for your job.',
      },
      {
        question: 'Can any concrete be resurfaced?',
        answer:
          'Resurfacing works on concrete that is structurally sound. We repair cracks and level sunken sections first. If the slab is broken into loose pieces or more than 30% of it is damaged, replacement is usually the better buy, and we will tell you so.',
      },
    ],
  },

  leveling: {
    slug: 'leveling',
    metaTitle: 'Concrete Leveling in Charlotte, NC',
    metaDescription:
      `Concrete leveling in Charlotte, NC with polyurethane foam: 5/8-inch holes, about 4 hours, ready in 15 minutes. ${price('leveling')}, ${price('leveling-saving')} less than replacement.`,
    serviceType: 'Concrete leveling',
    heroLead:
      'We lift sunken driveways, walks, patios and steps back to level by injecting polyurethane foam beneath them. Small holes, no heavy equipment, and the slab is ready to use 15 minutes after the last injection.',
    intro:
      `A sunken slab is rarely a broken slab. When a section of driveway, sidewalk or patio drops, the concrete itself is usually fine: the soil under it has given way. Leveling fills the empty space and lifts the slab in place, for ${price('leveling-saving')} less than replacing it.`,
    facts: [
      { label: 'Typical cost', value: price('leveling') },
      { label: 'Compared with replacement', value: `${price('leveling-saving')} less` },
      { label: 'Time on site', value: 'About 4 hours' },
      { label: 'Foam cures in', value: '15 minutes' },
    ],
    price: offerOf('leveling'),
    sections: [
      {
        kind: 'tiles',
        id: 'why-concrete-sinks',
        title: 'Why Concrete Sinks',
        lead: 'Around Charlotte, the soil under the slab is almost always the cause.',
        figure: 'slab-sinking',
        tiles: [
          {
            icon: 'rain',
            title: 'Red Clay That Swells and Shrinks',
            text: 'Piedmont red clay swells in wet spells and shrinks in dry ones. Each cycle leaves gaps under the slab, and the concrete settles into them.',
          },
          {
            icon: 'water',
            title: 'Water Washing Out the Base',
            text: 'Downspouts, poor grading and open joints send water under the slab, where it carries soil away and leaves a void.',
          },
          {
            icon: 'shovel',
            title: 'Poorly Compacted Fill',
            text: 'Soil backfilled around new foundations and garages keeps settling for years, which is why slabs next to the house often drop first.',
          },
          {
            icon: 'tree',
            title: 'Tree Roots',
            text: 'Roots dry out the soil as they grow and leave hollow channels when they die, and both let walks and driveways sink.',
          },
        ],
      },
      {
        kind: 'comparison',
        id: 'foam-vs-mudjacking',
        title: 'Polyurethane Foam vs. Mudjacking',
        lead: 'Both lift a slab by filling the space under it. We use foam for most jobs and tell you when mudjacking fits better.',
        figure: 'foam-vs-mudjacking',
        columns: ['Polyurethane foam', 'Mudjacking'],
        rows: [
          { label: 'Hole size', values: ['5/8 inch', '2 inch'] },
          { label: 'Ready to use', values: ['15 minutes after injection', '24-48 hours'] },
          { label: 'Cost', values: [`${price('leveling-saving')} less than replacement`, 'Also well below replacement'] },
          { label: 'Time on site', values: ['About 4 hours for a typical job', 'Longer: more drilling and patching'] },
          { label: 'Weight on the soil', values: ['Light; adds almost no load', 'Heavy slurry that can settle again'] },
          { label: 'Water', values: ['Closed-cell foam does not wash out', 'Slurry can erode where water runs'] },
        ],
        note: "We recommend foam for most Charlotte-area jobs because clay soil punishes extra weight and standing water. Mudjacking can still suit a large slab on dry, stable ground, and we will say so when it does.",
      },
      {
        kind: 'steps',
        id: 'process',
        title: 'Our 5-Step Leveling Process',
        lead: 'A typical driveway or patio lift takes about 4 hours. Allow up to 8 hours from assessment to cleanup on larger jobs.',
        illustrated: true,
        howTo: { name: 'How we level sunken concrete with polyurethane foam', totalTime: 'PT8H', totalTimeLabel: 'Up to 8 hours' },
        steps: [
          {
            title: 'Assessment',
            text: 'We measure how far each slab has dropped, find the cause (a downspout, poor grading or a washout) and mark the injection points.',
          },
          {
            title: 'Drilling',
            text: 'We drill 5/8-inch holes through the slab at the marked points, each smaller than a dime.',
          },
          {
            title: 'Injection',
            text: 'Polyurethane foam is injected under the slab. It expands, fills the voids and raises the concrete a fraction of an inch at a time.',
          },
          {
            title: 'Monitoring',
            text: 'We watch the slab with a level and a laser line during the lift, so it stops exactly at grade without forcing new cracks.',
          },
          {
            title: 'Cleanup',
            text: 'We patch the holes, seal the joints, clean up and walk the job with you. The foam cures in 15 minutes, so you can use the slab right away.',
          },
        ],
      },
      {
        kind: 'checklist',
        id: 'benefits',
        title: 'Benefits of Foam Leveling',
        items: [
          `${price('leveling-saving')} less than replacing the slab; most jobs cost ${price('leveling')}`,
          'About 4 hours on site, with no excavator and no torn-up lawn',
          'Ready to use 15 minutes after injection',
          'Removes trip hazards at sidewalk and driveway joints',
          'Restores drainage away from your foundation',
          'Lightweight, waterproof foam that does not wash out',
        ],
      },
    ],
    faqs: [
      {
        question: 'How much does concrete leveling cost?',
        answer:
          `Most leveling jobs in the Charlotte area cost ${price('leveling')}, roughly ${price('leveling-rate')}, which is ${price('leveling-saving')} less than replacing the concrete. The price depends on the area to lift, how far it has dropped and how much empty space is under it.`,
      },
      {
        question: 'How soon can I use the slab after leveling?',
        answer:
          'Polyurethane foam cures in 15 minutes, so you can walk and drive on the slab as soon as we pack up. Mudjacking needs 24-48 hours before it can take weight.',
      },
      {
        question: 'Will my concrete sink again?',
        answer: `Foam weighs little and does not wash out, so the soil under it is far less likely to settle again. We also point out the cause, such as a downspout emptying beside the slab, so you can fix it. Our work carries a ${warranty}.`,
      },
      {
        question: 'Can every sunken slab be leveled?',
        answer:
          'Most driveways, walks, patios, steps, pool decks and garage floors can be lifted. A slab broken into many small pieces is better replaced, and we will tell you if yours is.',
      },
    ],
  },

  commercial: {
    slug: 'commercial',
    metaTitle: 'Commercial Concrete Repair in Charlotte, NC',
    metaDescription:
      'Commercial concrete repair in Charlotte, NC: parking lots, sidewalks, ADA ramps, loading docks and floors, scheduled around your hours. Free estimates.',
    serviceType: 'Commercial concrete repair',
    heroLead:
      'Concrete repair for parking lots, sidewalks, loading docks and warehouse floors across the Charlotte metro, planned around your tenants, customers and operating hours.',
    intro:
      'An uneven sidewalk or broken curb is a trip-and-fall claim waiting to happen, and a failing dock or warehouse floor slows down everything that crosses it. We fix them quickly and in phases, and keep a record of every repair for your files and your insurer.',
    facts: [
      { label: 'Estimates', value: 'Free and itemized' },
      { label: 'Scheduling', value: 'Nights, weekends, phased' },
      { label: 'Most jobs', value: business.typicalJobDuration },
      { label: 'Warranty', value: `${business.warranty.workmanshipYears}-year workmanship` },
    ],
    sections: [
      {
        kind: 'tiles',
        id: 'commercial-services',
        title: 'Commercial Concrete Services',
        lead: 'One contractor for the concrete on your property, from the curb to the dock.',
        tiles: [
          {
            icon: 'parking',
            title: 'Parking Lots and Curbs',
            text: 'Crack sealing, patching, curb and wheel-stop repair, and leveling of sunken sections at entrances and drains.',
          },
          {
            icon: 'footprints',
            title: 'Sidewalks and Trip Hazards',
            text: 'We lift or repair raised and broken panels so walks stay safe and you stay clear of trip-and-fall claims.',
          },
          {
            icon: 'accessibility',
            title: 'ADA Ramps and Entrances',
            text: 'Curb ramps and entry walks repaired to sit flush, with smooth transitions for wheelchairs, strollers and carts.',
          },
          {
            icon: 'truck',
            title: 'Loading Docks',
            text: 'Spalled dock edges and aprons rebuilt with high-strength repair mortar that stands up to forklifts and trailers.',
          },
          {
            icon: 'warehouse',
            title: 'Warehouse and Shop Floors',
            text: 'Joint repair, crack injection and slab leveling that stop forklift bumps and rocking racks.',
          },
          {
            icon: 'leveling',
            title: 'Slab Leveling and Void Filling',
            text: 'Polyurethane foam lifts sunken slabs and fills voids with no heavy equipment and little downtime.',
          },
        ],
      },
      {
        kind: 'tiles',
        id: 'industries',
        title: 'Industries We Serve',
        lead: 'Property managers, owners and facility teams across the metro call us for:',
        tiles: [
          {
            icon: 'store',
            title: 'Retail Centers and Restaurants',
            text: 'Storefront walks, drive-throughs and parking fixed before opening or after close.',
          },
          {
            icon: 'commercial',
            title: 'Office Parks',
            text: 'Walkways, plazas and garage decks kept safe and presentable for tenants and visitors.',
          },
          {
            icon: 'house',
            title: 'Apartments, HOAs and Condos',
            text: 'Breezeways, pool decks, stairs and common walks, phased so residents always have a way in.',
          },
          {
            icon: 'factory',
            title: 'Warehouses and Industrial Sites',
            text: 'Dock aprons, floor joints and truck courts repaired between shifts.',
          },
          {
            icon: 'church',
            title: 'Churches and Schools',
            text: 'Entry walks, ramps and parking repaired between services or during school breaks.',
          },
          {
            icon: 'hospital',
            title: 'Medical Offices and Hotels',
            text: 'Smooth, level entrances and drop-off areas, with work zones kept clear of patients and guests.',
          },
        ],
      },
      {
        kind: 'tiles',
        id: 'why-choose',
        title: 'Why Property Managers Choose Us',
        tiles: [
          {
            icon: 'moon',
            title: 'We Work Around Your Hours',
            text: 'Night, weekend and phased scheduling keep entrances, parking and docks open.',
          },
          {
            icon: 'fast',
            title: 'Same-Day or Next-Day Service',
            text: 'Fast response for trip hazards and emergency repairs, not a place in a months-long queue.',
          },
          {
            icon: 'fileText',
            title: 'Itemized, Transparent Quotes',
            text: 'A line-by-line quote you can take to your owner or board, with no hidden fees.',
          },
          {
            icon: 'clipboard',
            title: 'Documented Repairs',
            text: 'Before and after photos and a list of every repair location for your records and insurer.',
          },
          {
            icon: 'shield',
            title: 'Licensed & Insured',
            text: 'Fully licensed and insured, with proof of insurance sent before work starts.',
          },
          {
            icon: 'award',
            title: `${business.yearsInBusiness} Years in Charlotte`,
            text: `Backed by a ${warranty} and ${reinspection}.`,
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can you work outside business hours?',
        answer:
          'Yes. We schedule nights, weekends and phased work so customers, tenants and deliveries keep moving. Each work zone is coned off and signed while we are on site.',
      },
      {
        question: 'Do you quote multiple properties at once?',
        answer:
          'Yes. We walk each site, list every repair by location and give you an itemized quote per property, so you can budget and approve the work in stages.',
      },
      {
        question: 'How quickly can you fix a trip hazard?',
        answer:
          'We offer same-day or next-day service for urgent safety repairs. Most commercial repairs are finished in 1-2 days, and a single raised sidewalk panel can often be lifted in one visit.',
      },
    ],
  },
};

export function servicePageBySlug(slug: ServiceSlug): ServicePageContent {
  return servicePages[slug];
}

/** Copy of the /services overview. */
export const servicesOverview = {
  metaTitle: 'Concrete Repair Services in Charlotte, NC',
  metaDescription:
    'Driveway repair, crack repair, resurfacing, foam leveling and commercial concrete in Charlotte, NC and nearby towns. Free estimates; most jobs take 1-2 days.',
  heroTitle: 'Concrete Repair Services',
  heroLead:
    'Driveways, cracks, worn surfaces, sunken slabs and commercial concrete: five services that cover nearly every problem concrete develops on Charlotte-area clay. Every job starts with a free on-site estimate.',
  listTitle: 'Five Services, One Local Crew',
  listLead:
    'Each service is done by our own crew with the method the problem calls for. Not sure which you need? The guide below the list will point you to the right page.',
  guideTitle: 'Which Service Do You Need?',
  guideLead: 'Match what you see to the service that fixes it. If you see more than one, we handle them in a single visit.',
  guide: [
    { problem: 'A crack that is widening, leaking or has one edge higher', slug: 'crack-repair' },
    { problem: 'A slab that has sunk, tilted or left a trip edge', slug: 'leveling' },
    { problem: 'A flaking, pitted or stained surface on sound concrete', slug: 'resurfacing' },
    { problem: 'A driveway with several of these problems at once', slug: 'driveway-repair' },
    { problem: 'Parking lots, sidewalks, ramps or docks on a business property', slug: 'commercial' },
  ] satisfies { problem: string; slug: ServiceSlug }[],
} as const;
