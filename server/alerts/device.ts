/**
 * A readable name for the device a subscription came from, from its User-Agent: "Chrome on
 * Android", "Safari on iPhone". Only the list of alerted devices shows it; nothing else is kept.
 */
const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

const browsers: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1];
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1];
  // An iPhone's Home Screen app is Safari underneath whatever it calls itself.
  if (system && browser) return `${browser} on ${system}`;
  return system ?? browser ?? 'Unknown device';
}
