import type { ClientDirective } from 'astro';

/**
 * `client:afterpaint`: hydrate once the page's first contentful paint is on screen and the
 * browser is idle. `client:idle` alone can start before the first frame, because the main thread
 * sits idle while that frame waits to be drawn, and then the island's scripts download and
 * compile alongside the first paint on a slow phone. The server-rendered island is on screen and
 * its form works without script until then.
 */
const afterPaint: ClientDirective = (load) => {
  const hydrate = async () => {
    await (await load())();
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    whenIdle();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    whenIdle();
  }).observe({ type: 'paint', buffered: true });
};

export default afterPaint;
