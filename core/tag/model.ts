// Tag's statistical layer: multinomial naive Bayes over weighted sparse features (words, word
// pairs, the merchant and its character n-grams, sign, amount size, account), trained on the
// user's own categorized history. Learning one example costs O(its features); the whole model is
// plain JSON so it can be stored per user. Scoring walks an inverted index (feature → the labels
// that have seen it), so a prediction costs O(features × labels seen with them), not O(vocabulary).

/** A label is a category and an optional subcategory, joined by LABEL_SEP. */
export const LABEL_SEP = '\u0001';

export interface SerializedModel {
  version: 1;
  /** additive smoothing */
  alpha: number;
  /** "category" or "category\u0001subcategory" */
  labels: string[];
  /** examples learned per label */
  docs: number[];
  /** total feature weight learned per label */
  totals: number[];
  /** feature ("w:coffee", "m:blue bottle coffee", a character n-gram " blu") → [label index, learned weight][] */
  features: Record<string, [number, number][]>;
}

export interface Prediction {
  category: string;
  subcategory: string | null;
  /** posterior probability of the category (summed over its subcategories), 0..1 */
  probability: number;
  /** probability of the chosen subcategory within the category */
  subProbability: number;
  /** weight of the query's features that the chosen category has seen (how much the guess rests on) */
  evidence: number;
}

/**
 * Features with their weights, as two parallel lists. A feature may repeat (a repeated word or
 * n-gram): scoring and learning are linear in the weights, so a repeat counts as a summed weight.
 * Features the model has never seen are ignored when scoring.
 */
export interface FeatureVector {
  keys: string[];
  weights: number[];
}

export function labelOf(category: string, subcategory: string | null): string {
  return subcategory === null ? category : `${category}${LABEL_SEP}${subcategory}`;
}

function splitLabel(label: string): [string, string | null] {
  const i = label.indexOf(LABEL_SEP);
  return i === -1 ? [label, null] : [label.slice(0, i), label.slice(i + 1)];
}

/**
 * Features about the sign, amount, account, the bank's wording and the knowledge base's answer
 * ("s:", "a:", "acct:", "o:", "p:", "k:") say little about the merchant: they shape the guess but
 * do not count as evidence for it.
 */
function isContext(feature: string): boolean {
  const c = feature.charCodeAt(0);
  if (feature.charCodeAt(1) === 58) return c === 115 || c === 97 || c === 107 || c === 111 || c === 112; // s: a: k: o: p:
  return c === 97 && feature.startsWith('acct:');
}

export class NaiveBayes {
  private alpha: number;
  /** feature weight per unit of temperature (see predict) */
  temperatureK = 4;
  private labels: string[] = [];
  private labelIndex = new Map<string, number>();
  private docs: number[] = [];
  private totals: number[] = [];
  /** feature → flat [label, weight, log(weight + α) − log α, …] triples */
  private index = new Map<string, number[]>();
  private nDocs = 0;
  // per-label category name and subcategory, cached for prediction
  private catOf: string[] = [];
  private subOf: (string | null)[] = [];
  private categories: string[] = [];
  private catIdx: number[] = [];

  constructor(serialized?: SerializedModel | null, alpha = 0.1) {
    this.alpha = serialized?.alpha ?? alpha;
    if (!serialized) return;
    if (serialized.version !== 1) throw new Error(`Tag model: unknown version ${String(serialized.version)}`);
    serialized.labels.forEach((l, i) => this.addLabel(l, serialized.docs[i] ?? 0, serialized.totals[i] ?? 0));
    const logA = Math.log(this.alpha);
    for (const [f, pairs] of Object.entries(serialized.features)) {
      const m: number[] = [];
      for (const [li, w] of pairs) if (li >= 0 && li < this.labels.length && w > 0) m.push(li, w, Math.log(w + this.alpha) - logA);
      if (m.length) this.index.set(f, m);
    }
  }

  private addLabel(label: string, docs = 0, total = 0): number {
    const i = this.labels.length;
    this.labels.push(label);
    this.labelIndex.set(label, i);
    this.docs.push(docs);
    this.totals.push(total);
    this.nDocs += docs;
    const [c, s] = splitLabel(label);
    this.catOf.push(c);
    this.subOf.push(s);
    let ci = this.categories.indexOf(c);
    if (ci === -1) ci = this.categories.push(c) - 1;
    this.catIdx.push(ci);
    return i;
  }

  /** Examples learned so far. */
  get size(): number {
    return this.nDocs;
  }

  get vocabularySize(): number {
    return this.index.size;
  }

  /** Learns one example: O(number of features). */
  learn(features: FeatureVector, category: string, subcategory: string | null, weight = 1): void {
    const label = labelOf(category, subcategory);
    const li = this.labelIndex.get(label) ?? this.addLabel(label);
    this.dirty = true;
    this.docs[li]! += weight;
    this.nDocs += weight;
    const logA = Math.log(this.alpha);
    const { keys, weights } = features;
    for (let q = 0; q < keys.length; q++) {
      const f = keys[q]!;
      const add = weights[q]! * weight;
      if (add <= 0) continue;
      let m = this.index.get(f);
      if (m === undefined) {
        m = [];
        this.index.set(f, m);
      }
      let j = 0;
      while (j < m.length && m[j] !== li) j += 3;
      if (j === m.length) m.push(li, 0, 0);
      m[j + 1]! += add;
      m[j + 2] = Math.log(m[j + 1]! + this.alpha) - logA;
      this.totals[li]! += add;
    }
  }

  // per-label constants of the score, recomputed after learning; reused scratch buffers
  private dirty = true;
  private logPrior = new Float64Array(0);
  private logDenom = new Float64Array(0);
  private sparse = new Float64Array(0);
  private evidenceBuf = new Float64Array(0);
  private byCat = new Float64Array(0);

  private refresh(): void {
    const L = this.labels.length;
    if (this.sparse.length < L) {
      this.sparse = new Float64Array(L * 2);
      this.evidenceBuf = new Float64Array(L * 2);
    }
    if (this.byCat.length < this.categories.length) this.byCat = new Float64Array(this.categories.length * 2);
    this.logPrior = new Float64Array(L);
    this.logDenom = new Float64Array(L);
    const logN = Math.log(this.nDocs + L);
    const aV = this.alpha * Math.max(1, this.index.size);
    for (let i = 0; i < L; i++) {
      this.logPrior[i] = Math.log(this.docs[i]! + 1) - logN;
      this.logDenom[i] = Math.log(this.totals[i]! + aV);
    }
    this.dirty = false;
  }

  /** The most probable category (and subcategory within it), or null before anything was learned. */
  predict(features: FeatureVector): Prediction | null {
    const L = this.labels.length;
    if (L === 0) return null;
    if (this.dirty) this.refresh();
    const logA = Math.log(this.alpha);
    const sparse = this.sparse;
    const evidence = this.evidenceBuf;
    sparse.fill(0, 0, L);
    evidence.fill(0, 0, L);
    let known = 0;
    const { keys, weights } = features;
    for (let q = 0; q < keys.length; q++) {
      const f = keys[q]!;
      const w = weights[q]!;
      const m = this.index.get(f);
      if (m === undefined) continue;
      known += w;
      const context = isContext(f);
      for (let j = 0; j < m.length; j += 3) {
        const li = m[j]!;
        sparse[li]! += w * m[j + 2]!;
        if (!context) evidence[li]! += w;
      }
    }
    // naive Bayes treats overlapping features (a word, its pairs, its n-grams) as independent
    // evidence and is overconfident; a temperature that grows with the evidence tempers it
    const temperature = Math.max(1, known / this.temperatureK);
    let max = -Infinity;
    for (let i = 0; i < L; i++) {
      const s = (this.logPrior[i]! + known * (logA - this.logDenom[i]!) + sparse[i]!) / temperature;
      sparse[i] = s;
      if (s > max) max = s;
    }
    let sum = 0;
    for (let i = 0; i < L; i++) {
      const e = Math.exp(sparse[i]! - max);
      sparse[i] = e;
      sum += e;
    }
    // sum posteriors per category, then pick the best subcategory inside the best category
    const C = this.categories.length;
    const byCat = this.byCat;
    byCat.fill(0, 0, C);
    for (let i = 0; i < L; i++) byCat[this.catIdx[i]!]! += sparse[i]! / sum;
    let bestCat = 0;
    for (let c = 1; c < C; c++) if (byCat[c]! > byCat[bestCat]!) bestCat = c;
    let bestLabel = -1;
    let ev = 0;
    for (let i = 0; i < L; i++) {
      if (this.catIdx[i] !== bestCat) continue;
      if (bestLabel === -1 || sparse[i]! > sparse[bestLabel]!) bestLabel = i;
      if (evidence[i]! > ev) ev = evidence[i]!;
    }
    const bestP = byCat[bestCat]!;
    const subP = sparse[bestLabel]! / sum / bestP;
    return { category: this.categories[bestCat]!, subcategory: this.subOf[bestLabel]!, probability: bestP, subProbability: subP, evidence: ev };
  }

  /** Learned weight per category of one feature ("m:blue bottle coffee"): what the history says about it. */
  votes(feature: string): Map<string, number> {
    const out = new Map<string, number>();
    const m = this.index.get(feature);
    if (m === undefined) return out;
    for (let j = 0; j < m.length; j += 3) out.set(this.catOf[m[j]!]!, (out.get(this.catOf[m[j]!]!) ?? 0) + m[j + 1]!);
    return out;
  }

  /** The categories a feature was learned with, each at least `minWeight` (the rest left out). */
  categoriesOf(feature: string, minWeight: number): string[] {
    const out: string[] = [];
    for (const [c, w] of this.votes(feature)) if (w >= minWeight) out.push(c);
    return out;
  }

  /**
   * The category a feature was learned with most (at least `minWeight`), provided it was never
   * learned with `unless`; null otherwise. Cheap: no allocation beyond the answer.
   */
  dominantCategory(feature: string, unless: string, minWeight: number): string | null {
    const m = this.index.get(feature);
    if (m === undefined) return null;
    let best = -1;
    let bestW = 0;
    for (let j = 0; j < m.length; j += 3) {
      const li = m[j]!;
      if (this.catOf[li] === unless) return null;
      // weights per label; labels of one category are summed below only when they tie on category
      let w = m[j + 1]!;
      for (let q = 0; q < m.length; q += 3) if (q !== j && this.catIdx[m[q]!] === this.catIdx[li]) w += m[q + 1]!;
      if (w > bestW) {
        best = li;
        bestW = w;
      }
    }
    return best !== -1 && bestW >= minWeight ? this.catOf[best]! : null;
  }

  toJSON(): SerializedModel {
    const features: Record<string, [number, number][]> = {};
    for (const [f, m] of this.index) {
      const pairs: [number, number][] = [];
      for (let j = 0; j < m.length; j += 3) pairs.push([m[j]!, Math.round(m[j + 1]! * 1e4) / 1e4]);
      features[f] = pairs;
    }
    return { version: 1, alpha: this.alpha, labels: [...this.labels], docs: [...this.docs], totals: [...this.totals], features };
  }
}
