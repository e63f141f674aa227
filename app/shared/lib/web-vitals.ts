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

/** Reports Core Web Vitals (CLS, INP, LCP) and FCP and TTFB through one callback. */
export async function reportWebVitals(report: VitalsReporter = dispatchWebVitalEvent) {
  // Loaded after hydration so it never delays the first paint.
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
}
