import { onCLS, onINP, onLCP, onTTFB, type MetricWithAttribution } from "web-vitals/attribution";

export interface Vital {
  name: string;
  value: number;
  rating: string;
  element?: string;
}

/** The element the attribution build names as responsible, when there is one. */
function elementOf(metric: MetricWithAttribution): string | undefined {
  const attribution = metric.attribution as {
    target?: string;
    interactionTarget?: string;
    largestShiftTarget?: string;
  };
  return attribution.target ?? attribution.interactionTarget ?? attribution.largestShiftTarget;
}

/**
 * The visitor's Core Web Vitals from Google's web-vitals library (attribution build), in a
 * chunk of their own: the library reads the browser's buffered entries, so loading it
 * after the page settled loses nothing but interactions quicker than the browser buffers
 * (104 ms, all "good"). Each metric is reported once its value is final.
 */
export function reportVitals(report: (vital: Vital) => void) {
  const each = (metric: MetricWithAttribution) =>
    report({
      name: metric.name,
      // CLS is a score with decimals; the others are milliseconds.
      value:
        metric.name === "CLS" ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value),
      rating: metric.rating,
      element: elementOf(metric),
    });
  onLCP(each);
  onINP(each);
  onCLS(each);
  onTTFB(each);
}
