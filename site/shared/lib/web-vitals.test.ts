import { afterEach, describe, expect, it, vi } from "vitest";
import { dispatchWebVitalEvent, reportWebVitals, webVitalEventName } from "./web-vitals.ts";

const observers = vi.hoisted(() => ({ names: [] as string[] }));

vi.mock("web-vitals", () => {
  const observe = (name: string) => (report: (metric: { name: string; value: number }) => void) => {
    observers.names.push(name);
    report({ name, value: 1 });
  };
  return {
    onCLS: observe("CLS"),
    onFCP: observe("FCP"),
    onINP: observe("INP"),
    onLCP: observe("LCP"),
    onTTFB: observe("TTFB"),
  };
});

afterEach(() => {
  observers.names.length = 0;
});

describe("reportWebVitals", () => {
  it("observes the Core Web Vitals plus FCP and TTFB through one callback", async () => {
    const report = vi.fn();
    await reportWebVitals(report);
    expect(observers.names.sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
    expect(report).toHaveBeenCalledTimes(5);
  });

  it("by default announces each metric as a window event and makes no network call", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const beaconSpy = vi.fn();
    Object.defineProperty(navigator, "sendBeacon", { value: beaconSpy, configurable: true });
    const seen: string[] = [];
    const listener = (event: Event) =>
      seen.push((event as CustomEvent<{ name: string }>).detail.name);
    window.addEventListener(webVitalEventName, listener);
    await reportWebVitals();
    window.removeEventListener(webVitalEventName, listener);
    expect(seen.sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beaconSpy).not.toHaveBeenCalled();
    expect(typeof dispatchWebVitalEvent).toBe("function");
  });
});
