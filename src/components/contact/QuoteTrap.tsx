import type { Ref } from 'react';
import { honeypotField } from '../../lib/quote-fields.ts';

/** The field people never see; bots that fill every input give themselves away (server/leads/routes.ts). */
export function QuoteTrap({ id, ref }: { id: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input ref={ref} id={id} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
