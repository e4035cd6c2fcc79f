/** What the alerts page's address says just happened, after a form post or the page script redirected back. */
export type AlertsOutcome = 'on' | 'stopped' | 'quiet' | 'follow-ups' | 'test-sent' | 'test-gone' | 'test-failed';

const messages: Record<AlertsOutcome, { text: string; ok: boolean }> = {
  on: { text: 'Alerts are on for this phone. Send a test alert to see one.', ok: true },
  stopped: { text: 'Alerts stopped on that device.', ok: true },
  quiet: { text: 'Quiet hours saved.', ok: true },
  'follow-ups': { text: 'Quote follow-ups saved. They apply to quotes you send from now on.', ok: true },
  'test-sent': { text: 'Test alert sent. It should show on that device within a few seconds.', ok: true },
  'test-gone': { text: 'That device no longer accepts alerts (its browser ended the subscription), so it was removed. Turn alerts on again from it.', ok: false },
  'test-failed': { text: 'The test alert could not be sent: the push service did not accept it. Try again in a minute.', ok: false },
};

export function alertsOutcome(params: URLSearchParams): AlertsOutcome | null {
  const saved = params.get('saved');
  const test = params.get('test');
  const key = saved ?? (test ? `test-${test}` : null);
  return key !== null && Object.hasOwn(messages, key) ? (key as AlertsOutcome) : null;
}

/** A live region, so the outcome is announced. */
export function AlertsNotice({ outcome }: { outcome: AlertsOutcome }) {
  const { text, ok } = messages[outcome];
  return (
    <p role="status" className={`mb-6 rounded-card border border-line border-l-8 bg-white p-4 font-bold shadow-card ${ok ? 'border-l-success' : 'border-l-danger'}`}>
      {text}
    </p>
  );
}
