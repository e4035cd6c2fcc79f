import type { QuoteSettings } from '../../../lib/quote-document-view.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { TextInput } from '../site/TextInput.tsx';

/** The follow-ups of every sent quote: the customer's reminders and the owner's "Call today" alert. */
export function QuoteFollowUpsForm({ settings }: { settings: QuoteSettings }) {
  const days = (name: keyof QuoteSettings, label: string, hint: string) => (
    <TextInput name={name} label={label} hint={hint} value={String(settings[name])} inputMode="numeric" className="sm:max-w-xs" />
  );
  return (
    <form method="post" action="/inbox/alerts/quote-follow-ups" className="space-y-4">
      <p className="text-muted">
        When a sent quote gets no answer, the customer gets a short reminder by e-mail, and you get one alert to call. They respect quiet hours and stop at any
        answer. Each quote can turn its reminders off on its request's page.
      </p>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input type="checkbox" name="remindersOn" defaultChecked={settings.remindersOn} className="size-5" />
        Send reminders to customers
      </label>
      {days('firstReminderDays', 'First reminder after', 'Days after you send the quote, from 1 to 60.')}
      {days('lastReminderDays', 'Last reminder before it expires', 'Days before "Valid until", from 1 to 60.')}
      {days('callTodayDays', '"Call today" alert after', 'Days a quote has waited for an answer, from 1 to 60.')}
      <button type="submit" className={buttonClass('action', 'cursor-pointer')}>
        Save follow-ups
      </button>
    </form>
  );
}
