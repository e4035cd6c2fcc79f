import { business } from '../../config/business.ts';
import { TrailHero } from '../layout/TrailHero.tsx';
import { Button } from '../ui/Button.tsx';
import { CallButton } from '../ui/CallButton.tsx';

export function ContactHero() {
  return (
    <TrailHero
      title="Contact Us"
      lead={`Free estimates and no-obligation quotes for driveways, cracks, sunken slabs and commercial concrete across the Charlotte metro. Call us or send your project details; we reply within ${business.responseTime}.`}
      trail={[{ label: 'Contact' }]}
      currentPath="/contact"
      actions={
        <>
          <CallButton />
          <Button href="#quote-form" variant="onDark">
            Request a Free Quote
          </Button>
        </>
      }
    />
  );
}
