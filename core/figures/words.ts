// How a shared figure is written wherever it is quoted (a page, a reply, a check-in), so the same
// number reads the same: a savings rate as a percent to one decimal ("37.4%").

/** 0.3744 → "37.4%", −0.1 → "−10%" (Harmony and the pages write it this way too). */
export function ratePercent(rate: number): string {
  const p = Math.round(rate * 1000) / 10;
  return `${p < 0 ? '−' : ''}${Math.abs(p)}%`;
}
