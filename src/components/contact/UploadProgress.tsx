/**
 * A real progress bar for the photo upload, fed by the request's upload progress events.
 * Screen readers hear the percentage in steps of ten rather than every event.
 */
export function UploadProgress({ percent }: { percent: number }) {
  const done = percent >= 100;
  const label = done ? 'Photos sent. Saving your request...' : 'Sending your photos';
  return (
    <div className="sm:col-span-2">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor="quote-upload" className="font-bold">
          {label}
        </label>
        <span aria-hidden="true" className="text-small font-bold text-muted tabular-nums">
          {percent}%
        </span>
      </div>
      <progress id="quote-upload" max={100} value={percent} className="mt-2 h-3 w-full accent-brand">
        {percent}%
      </progress>
      <p aria-live="polite" className="sr-only">
        {done ? label : `Sending your photos: ${Math.floor(percent / 10) * 10}%`}
      </p>
    </div>
  );
}
