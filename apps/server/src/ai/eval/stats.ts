/**
 * The agreement statistics of `npm run eval:ai`: Pearson's r, Spearman's rho (ties share their mean
 * rank) and Cohen's kappa with quadratic weights. Each answers 0 when a side has no variance.
 */

export function pearson(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  if (n === 0) return 0;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i]!;
    mb += b[i]!;
  }
  ma /= n;
  mb /= n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    num += (a[i]! - ma) * (b[i]! - mb);
    da += (a[i]! - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

/** Ranks from 1, tied values sharing the mean of their ranks. */
export function ranks(values: number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const r = new Array<number>(values.length);
  for (let k = 0; k < order.length; ) {
    let e = k;
    while (e + 1 < order.length && order[e + 1]!.v === order[k]!.v) e++;
    for (let m = k; m <= e; m++) r[order[m]!.i] = (k + e) / 2 + 1;
    k = e + 1;
  }
  return r;
}

/** Spearman's rho with ties: Pearson's r of the ranks. */
export function spearman(a: number[], b: number[]): number {
  return pearson(ranks(a), ranks(b));
}

/**
 * Cohen's kappa with quadratic weights between two ratings on the whole scale min..max
 * (values are rounded and clamped onto it): 1 for perfect agreement, 0 for chance.
 */
export function quadraticWeightedKappa(a: number[], b: number[], min = 1, max = 5): number {
  const k = max - min + 1;
  const n = Math.min(a.length, b.length);
  if (n === 0 || k < 2) return 0;
  const at = (x: number) => Math.max(0, Math.min(k - 1, Math.round(x) - min));
  const observed = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const rowSums = new Array<number>(k).fill(0);
  const colSums = new Array<number>(k).fill(0);
  for (let i = 0; i < n; i++) {
    const x = at(a[i]!);
    const y = at(b[i]!);
    observed[x]![y]! += 1;
    rowSums[x]! += 1;
    colSums[y]! += 1;
  }
  let disagreement = 0;
  let chance = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      const w = (i - j) ** 2 / (k - 1) ** 2;
      disagreement += w * observed[i]![j]!;
      chance += (w * rowSums[i]! * colSums[j]!) / n;
    }
  }
  return chance === 0 ? 0 : 1 - disagreement / chance;
}

/**
 * Puts any measure on the 1-5 scale by its percentile rank among the values (no grade is read):
 * the lowest value maps to 1, the highest to 5, ties share their mean rank.
 */
export function onFivePointScale(values: number[]): number[] {
  if (values.length < 2) return values.map(() => 3);
  const r = ranks(values);
  return r.map((x) => 1 + (4 * (x - 1)) / (values.length - 1));
}
