import type { Registry } from 'prom-client';

/** One series: a method, route template and status, with its bucket counts. */
interface Series {
  readonly method: string;
  readonly route: string;
  readonly status: string;
  /** Observations per bucket (not cumulative; the last slot is above every bound). */
  readonly counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * `http_request_duration_seconds`, the one per-request metric, kept with no allocation per
 * observation: each route gets its recorder when it is declared (`recorder(route)`), which holds
 * its series by method and status, so an observation is two lookups, a bucket search and three
 * additions. prom-client's Histogram would hash the label object on every observe. Exposed
 * through the app's prom-client registry in prom-client's own histogram format (buckets
 * cumulative, then `+Inf`, `_sum`, `_count`; labels `le`, method, route, status).
 */
export class RouteHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  /** Records durations of one route template (`unmatched` for requests no route matched). */
  recorder(route: string): (method: string, status: number, seconds: number) => void {
    const byMethod = new Map<string, Map<number, Series>>();
    return (method, status, seconds) => {
      let byStatus = byMethod.get(method);
      if (byStatus === undefined) byMethod.set(method, (byStatus = new Map()));
      let s = byStatus.get(status);
      if (s === undefined) {
        s = { method, route, status: String(status), counts: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
        byStatus.set(status, s);
        this.series.push(s);
      }
      let b = 0;
      while (b < this.bounds.length && seconds > this.bounds[b]) b++;
      s.counts[b] += 1;
      s.sum += seconds;
      s.count += 1;
    };
  }

  /** What prom-client's registry reads at each scrape. */
  get(): { name: string; help: string; type: string; aggregator: string; values: { labels: Record<string, string | number>; value: number; metricName: string }[] } {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const s of this.series) {
      const labels = { method: s.method, route: s.route, status: s.status };
      let acc = 0;
      this.bounds.forEach((le, i) => {
        acc += s.counts[i];
        values.push({ labels: { le, ...labels }, value: acc, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: s.count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: s.sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: s.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    for (const s of this.series) {
      s.counts.fill(0);
      s.sum = 0;
      s.count = 0;
    }
  }
}
