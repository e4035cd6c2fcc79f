import Bowser from 'bowser';

/**
 * 'Chrome on Android', 'Safari on iPhone', 'Firefox on Windows': a signed-in device as the owner
 * would name it, read from its user-agent string by Bowser. Falls back to what it can tell.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os, platform } = Bowser.parse(userAgent);
  // On Apple's phones and tablets the model says more than the system's name.
  const system = os.name === 'iOS' && platform.model ? platform.model : os.name;
  if (browser.name && system) return `${browser.name} on ${system}`;
  return browser.name || (system ? `A browser on ${system}` : 'Unknown browser');
}
