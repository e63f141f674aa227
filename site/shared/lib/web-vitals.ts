import type { Metric } from "web-vitals";

export type VitalsReporter = (metric: Metric) => void;

export const webVitalEventName = "summit:web-vital";

/**
 * The default reporter makes no network call: it announces each metric as a window event, which
 * an analytics integration (or a test) can listen to.
 */
export const dispatchWebVitalEvent: VitalsReporter = (metric) => {
  window.dispatchEvent(new CustomEvent<Metric>(webVitalEventName, { detail: metric }));
};

/**
 * Reports Core Web Vitals (CLS, INP, LCP) and FCP and TTFB through one callback.
 *
 * The page script calls this only after the page has loaded and painted (afterPaint in
 * site/page-script/after-paint.ts), so the library's download never competes with the first paint.
 * Registering late loses nothing: web-vitals observes with the `buffered` flag, so the paint, LCP,
 * layout-shift and navigation entries from before it loaded are all seen, and the first input is
 * always observed for INP (events before it loads are filtered at the browser's 104 ms default
 * rather than its own 40 ms; the final values are the same).
 */
export async function reportWebVitals(report: VitalsReporter = dispatchWebVitalEvent) {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
}
