/**
 * One Lighthouse 12 run (performance only) in a fresh headless Chromium, reduced to the figures
 * the Lighthouse bench prints (tests/bench/lighthouse.ts) and what Lighthouse says is behind
 * them. A fresh browser each run: nothing cached or warmed from the one before.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';

export type Preset = 'mobile' | 'desktop';

export type Figures = {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript over the wire (compressed), bytes. */
  jsBytes: number;
};

/** Lighthouse's own account of a run: what to look at when a figure is off. */
export type Findings = {
  lcpElement: string;
  renderBlocking: string[];
  /** Scripts by main-thread time (evaluation, parse, compile), the usual cost behind TBT. */
  scripts: { url: string; ms: number }[];
  longTasks: { url: string; ms: number }[];
  /** Main-thread time by kind of work (script evaluation, style and layout, parsing…). */
  mainThread: { group: string; ms: number }[];
  shifts: { node: string; score: number }[];
};

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Items = Record<string, unknown>[];

function items(lhr: Result, audit: string): Items {
  const details = lhr.audits[audit]?.details as { items?: Items } | undefined;
  return details?.items ?? [];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
/** Lighthouse's node details: the element's selector or snippet. */
const nodeLabel = (value: unknown): string => {
  const node = value as { selector?: string; snippet?: string } | undefined;
  return node?.snippet ?? node?.selector ?? '';
};

function figuresOf(lhr: Result): Figures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const script = items(lhr, 'resource-summary').find((item) => item.resourceType === 'script');
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsBytes: num(script?.transferSize),
  };
}

function findingsOf(lhr: Result): Findings {
  const lcp = items(lhr, 'largest-contentful-paint-element')[0] as { items?: Items } | undefined;
  return {
    lcpElement: nodeLabel(lcp?.items?.[0]?.node),
    renderBlocking: items(lhr, 'render-blocking-resources').map((item) => text(item.url)),
    scripts: items(lhr, 'bootup-time')
      .map((item) => ({ url: text(item.url), ms: num(item.total) }))
      .slice(0, 4),
    longTasks: items(lhr, 'long-tasks')
      .map((item) => ({ url: text(item.url), ms: num(item.duration) }))
      .slice(0, 4),
    mainThread: items(lhr, 'mainthread-work-breakdown')
      .map((item) => ({ group: text(item.groupLabel) || text(item.group), ms: num(item.duration) }))
      .slice(0, 4),
    shifts: items(lhr, 'layout-shifts').map((item) => ({ node: nodeLabel(item.node), score: num(item.score) })),
  };
}

/** Lighthouse on `url` with the mobile (default: a mid-range phone, simulated slow 4G) or desktop preset. */
export async function runLighthouse(url: string, preset: Preset): Promise<{ figures: Figures; findings: Findings }> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { figures: figuresOf(lhr), findings: findingsOf(lhr) };
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over runs (the middle run of 5 per figure, not one run's set). */
export function medianFigures(runs: readonly Figures[]): Figures {
  const median = (pick: (figures: Figures) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
  };
  return {
    score: median((f) => f.score),
    lcpMs: median((f) => f.lcpMs),
    tbtMs: median((f) => f.tbtMs),
    cls: median((f) => f.cls),
    jsBytes: median((f) => f.jsBytes),
  };
}
