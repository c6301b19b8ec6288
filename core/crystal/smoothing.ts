// Exponential smoothing for monthly series, written out so every forecast can say what it did:
// additive Holt-Winters (damped trend, 12-month season) for two years of history and more,
// Holt's damped trend for 3–23 months, the mean below that. Parameters are chosen on a grid by
// the sum of squared one-step-ahead errors; the same errors give the forecast's spread, and the
// spread at horizon h follows the ETS state-space formulas (Hyndman et al., "Forecasting with
// Exponential Smoothing", 2008, ch. 6), so bands widen with the horizon.

export type ForecastMethod = 'holt-winters' | 'damped-holt' | 'mean';

export interface SmoothingParams {
  alpha?: number;
  /** trend smoothing (component form, β*) */
  beta?: number;
  gamma?: number;
  /** trend damping */
  phi?: number;
  seasonLength?: number;
}

export interface SeriesFit {
  method: ForecastMethod;
  params: SmoothingParams;
  /** observations the fit used */
  n: number;
  /** standard deviation of the one-step-ahead errors (the series' units) */
  sigma: number;
  /** one-step-ahead errors, oldest first */
  residuals: number[];
  /** point forecast h steps after the last observation (h ≥ 1) */
  forecast(h: number): number;
  /** variance of the h-step forecast error */
  variance(h: number): number;
}

export const SEASON_LENGTH = 12;
/** From this many observations the seasonal method is used. */
export const SEASONAL_MIN_MONTHS = 2 * SEASON_LENGTH;
/** From this many observations (and below SEASONAL_MIN_MONTHS) the damped trend is used. */
export const TREND_MIN_MONTHS = 3;

/** z for a two-sided 80 % interval. */
export const Z80 = 1.2815515655446004;

const ALPHAS = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const BETAS = [0.01, 0.05, 0.1, 0.2, 0.3];
const PHIS = [0.8, 0.85, 0.9, 0.95, 0.98];
/** Holt's initial level and trend: a least-squares line through up to this many first points. */
const HOLT_INIT_POINTS = 12;
const HW_ALPHAS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.7];
const HW_BETAS = [0.01, 0.05, 0.1, 0.2];
const HW_GAMMAS = [0.05, 0.1, 0.2, 0.3, 0.5];
const HW_PHIS = [0.8, 0.9, 0.98];

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const meanOf = (xs: readonly number[]) => (xs.length ? sum(xs) / xs.length : 0);
/** φ + φ² + … + φ^h */
const dampSum = (phi: number, h: number) => {
  let s = 0;
  let p = 1;
  for (let i = 0; i < h; i++) {
    p *= phi;
    s += p;
  }
  return s;
};
const rms = (xs: readonly number[]) => (xs.length ? Math.sqrt(sum(xs.map((x) => x * x)) / xs.length) : 0);

export function chooseMethod(n: number): ForecastMethod {
  return n >= SEASONAL_MIN_MONTHS ? 'holt-winters' : n >= TREND_MIN_MONTHS ? 'damped-holt' : 'mean';
}

/** The mean, with the sample standard deviation as spread (half the value when there is one point). */
export function fitMean(y: readonly number[]): SeriesFit {
  const n = y.length;
  const m = meanOf(y);
  const sigma = n >= 2 ? Math.sqrt(sum(y.map((v) => (v - m) ** 2)) / (n - 1)) : n === 1 ? Math.abs(m) / 2 : 0;
  return {
    method: 'mean',
    params: {},
    n,
    sigma,
    residuals: y.map((v) => v - m),
    forecast: () => m,
    variance: () => (n > 0 ? sigma * sigma * (1 + 1 / n) : 0),
  };
}

interface HoltRun {
  sse: number;
  residuals: number[];
  level: number;
  trend: number;
}

/** Least-squares line through the first points: the initial level (at t = 0) and trend. */
function initialLine(y: readonly number[]): { level: number; trend: number } {
  const q = Math.min(HOLT_INIT_POINTS, y.length);
  const mx = (q - 1) / 2;
  let my = 0;
  for (let i = 0; i < q; i++) my += y[i]!;
  my /= q;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < q; i++) {
    sxy += (i - mx) * (y[i]! - my);
    sxx += (i - mx) ** 2;
  }
  const trend = sxx > 0 ? sxy / sxx : 0;
  return { level: my - mx * trend, trend };
}

function runHolt(y: readonly number[], alpha: number, beta: number, phi: number, init: { level: number; trend: number }): HoltRun {
  // the state before y[0]: one (damped) step back along the initial line
  let level = init.level - init.trend;
  let trend = init.trend;
  const residuals: number[] = [];
  let sse = 0;
  for (let t = 0; t < y.length; t++) {
    const e = y[t]! - (level + phi * trend);
    residuals.push(e);
    sse += e * e;
    level = level + phi * trend + alpha * e;
    trend = phi * trend + alpha * beta * e;
  }
  return { sse, residuals, level, trend };
}

/** Holt's linear method with a damped trend (ETS(A,Ad,N)), parameters by grid search. */
export function fitDampedHolt(y: readonly number[]): SeriesFit {
  if (y.length < 2) return fitMean(y);
  const init = initialLine(y);
  let best: { run: HoltRun; alpha: number; beta: number; phi: number } | null = null;
  for (const alpha of ALPHAS) {
    for (const beta of BETAS) {
      for (const phi of PHIS) {
        const run = runHolt(y, alpha, beta, phi, init);
        if (!best || run.sse < best.run.sse - 1e-9) best = { run, alpha, beta, phi };
      }
    }
  }
  const { run, alpha, beta, phi } = best!;
  const sigma = rms(run.residuals);
  return {
    method: 'damped-holt',
    params: { alpha, beta, phi },
    n: y.length,
    sigma,
    residuals: run.residuals,
    forecast: (h) => run.level + dampSum(phi, h) * run.trend,
    variance: (h) => {
      let v = 1;
      for (let j = 1; j < h; j++) v += (alpha * (1 + beta * dampSum(phi, j))) ** 2;
      return sigma * sigma * v;
    },
  };
}

interface HwRun {
  sse: number;
  residuals: number[];
  level: number;
  trend: number;
  season: number[];
}

function runHoltWinters(y: readonly number[], m: number, alpha: number, beta: number, gamma: number, phi: number): HwRun {
  // initial state at the end of the first season, from the first two seasons
  const first = meanOf(y.slice(0, m));
  const second = meanOf(y.slice(m, 2 * m));
  const slope = (second - first) / m;
  const season = y.slice(0, m).map((v, i) => v - (first + (i - (m - 1) / 2) * slope));
  const adjust = meanOf(season);
  for (let i = 0; i < m; i++) season[i]! -= adjust;
  let level = first + ((m - 1) / 2) * slope;
  let trend = slope;
  const residuals: number[] = [];
  let sse = 0;
  for (let t = m; t < y.length; t++) {
    const s = season[t % m]!;
    const e = y[t]! - (level + phi * trend + s);
    residuals.push(e);
    sse += e * e;
    level = level + phi * trend + alpha * e;
    trend = phi * trend + alpha * beta * e;
    season[t % m] = s + gamma * e;
  }
  return { sse, residuals, level, trend, season };
}

/** Additive Holt-Winters with a damped trend (ETS(A,Ad,A)), season of `m`, parameters by grid search. */
export function fitHoltWinters(y: readonly number[], m = SEASON_LENGTH): SeriesFit {
  if (y.length < 2 * m) return fitDampedHolt(y);
  let best: { run: HwRun; alpha: number; beta: number; gamma: number; phi: number } | null = null;
  for (const alpha of HW_ALPHAS) {
    for (const beta of HW_BETAS) {
      for (const gamma of HW_GAMMAS) {
        if (gamma > 1 - alpha) continue;
        for (const phi of HW_PHIS) {
          const run = runHoltWinters(y, m, alpha, beta, gamma, phi);
          if (!best || run.sse < best.run.sse - 1e-9) best = { run, alpha, beta, gamma, phi };
        }
      }
    }
  }
  const { run, alpha, beta, gamma, phi } = best!;
  const n = y.length;
  const sigma = rms(run.residuals);
  return {
    method: 'holt-winters',
    params: { alpha, beta, gamma, phi, seasonLength: m },
    n,
    sigma,
    residuals: run.residuals,
    forecast: (h) => run.level + dampSum(phi, h) * run.trend + run.season[(n - 1 + h) % m]!,
    variance: (h) => {
      let v = 1;
      for (let j = 1; j < h; j++) v += (alpha * (1 + beta * dampSum(phi, j)) + (j % m === 0 ? gamma : 0)) ** 2;
      return sigma * sigma * v;
    },
  };
}

/** The method the history length calls for: ≥ 24 observations Holt-Winters, 3–23 damped Holt, else the mean. */
export function fitSeries(y: readonly number[]): SeriesFit {
  const method = chooseMethod(y.length);
  return method === 'holt-winters' ? fitHoltWinters(y) : method === 'damped-holt' ? fitDampedHolt(y) : fitMean(y);
}
