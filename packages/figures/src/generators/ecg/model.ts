/**
 * The heart as a moving dipole. Each wave (P, the parts of QRS, ST, T, U) is a vector in space
 * switched on for a moment; a lead records the vector's projection on its own axis. Drawing every
 * lead from the same vectors is what makes a 12-lead tracing consistent: an injury current that
 * points down raises ST in II, III and aVF and lowers it in aVL without any lead being written
 * by hand.
 *
 * Axes: x to the patient's left, y downward (inferior), z forward (anterior).
 */

export type Vec = readonly [number, number, number];
export const LEADS = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'] as const;
export type Lead = (typeof LEADS)[number];

const frontal = (deg: number): Vec => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180), 0];
/**
 * Precordial leads lie in the horizontal plane: angle from the left (x) towards the front (z).
 * They sit close to the heart, so they record larger voltages than the limb leads.
 */
const CHEST_GAIN = 1.6;
const horizontal = (deg: number): Vec => [
  Math.cos((deg * Math.PI) / 180) * CHEST_GAIN,
  0,
  Math.sin((deg * Math.PI) / 180) * CHEST_GAIN,
];

/** The hexaxial reference system and the chest leads' positions. */
export const LEAD_AXES: Record<Lead, Vec> = {
  I: frontal(0),
  II: frontal(60),
  III: frontal(120),
  aVR: frontal(-150),
  aVL: frontal(-30),
  aVF: frontal(90),
  V1: horizontal(115),
  V2: horizontal(94),
  V3: horizontal(76),
  V4: horizontal(58),
  V5: horizontal(32),
  V6: horizontal(5),
};

export const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const scaleVec = (a: Vec, k: number): Vec => [a[0] * k, a[1] * k, a[2] * k];
const unit = (a: Vec): Vec => {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};
/** A vector of length `mv` (millivolts) in the direction of `a`. */
const vec = (a: Vec, mv: number): Vec => scaleVec(unit(a), mv);

/** A wave's moment: a skewed bell (`gauss`) or a held level with soft edges (`plateau`, from `t` to `end`). */
export interface Component {
  kind: 'gauss' | 'plateau';
  /** Centre (gauss) or start (plateau), seconds from the QRS onset of its beat. */
  t: number;
  /** Rise and fall widths, seconds. */
  rise: number;
  fall: number;
  end?: number;
  v: Vec;
}

const gauss = (t: number, rise: number, fall: number, v: Vec): Component => ({ kind: 'gauss', t, rise, fall, v });
const g = gauss;
const plateau = (t: number, end: number, v: Vec, edge = 0.012): Component => ({
  kind: 'plateau',
  t,
  end,
  rise: edge,
  fall: edge * 2.5,
  v,
});

export function shape(c: Component, t: number): number {
  if (c.kind === 'gauss') {
    const d = t - c.t;
    const w = d < 0 ? c.rise : c.fall;
    const z = d / w;
    return z * z > 40 ? 0 : Math.exp(-0.5 * z * z);
  }
  const up = 0.5 * (1 + Math.tanh((t - c.t) / c.rise));
  const down = 0.5 * (1 - Math.tanh((t - (c.end ?? c.t)) / c.fall));
  return up * down;
}

export type Conduction = 'normal' | 'lbbb' | 'rbbb' | 'wpw' | 'lvh' | 'rvh' | 'lafb';
export type Pattern =
  | 'none'
  | 'stemi-inferior'
  | 'stemi-anterior'
  | 'stemi-anteroseptal'
  | 'stemi-lateral'
  | 'stemi-anterolateral'
  | 'stemi-posterior'
  | 'old-inferior-mi'
  | 'pericarditis'
  | 'ischaemia'
  | 'hyperkalaemia-peaked-t'
  | 'hyperkalaemia-wide-qrs'
  | 'hyperkalaemia-sine-wave'
  | 'hypokalaemia'
  | 'hypercalcaemia'
  | 'hypocalcaemia'
  | 'digoxin';

export interface Morphology {
  conduction: Conduction;
  pattern: Pattern;
  /** Frontal QRS axis, degrees (hexaxial: 0 is lead I, +90 is aVF). */
  axis: number;
  /** Corrected QT (Bazett), seconds. */
  qtc: number;
}

/** Where the ventricles were activated from. */
export type BeatKind = 'conducted' | 'junctional' | 'ventricular' | 'ventricular-rv';

/** The direction of the frontal axis, tilted back as the left ventricle lies. */
function mainVector(axis: number): Vec {
  const [x, y] = frontal(axis);
  return [x, y, -0.5];
}

/** QT for a beat from the RR before it (Bazett: QT = QTc × √RR). */
function qtFor(qtc: number, rr: number): number {
  return qtc * Math.sqrt(Math.min(Math.max(rr, 0.3), 2));
}

export interface AtrialMorphology {
  /** `retrograde`: atria activated from below (junctional, or an ectopic low atrial focus). */
  kind: 'sinus' | 'retrograde' | 'ectopic';
}

/** A P wave's components relative to the P onset. Right atrium first (forward, down), then left (left, back). */
export function pWave(kind: AtrialMorphology['kind'], m: Morphology): Component[] {
  const flatten = m.pattern === 'hyperkalaemia-wide-qrs' ? 0.35 : m.pattern === 'hyperkalaemia-sine-wave' ? 0 : 1;
  if (flatten === 0) return [];
  if (kind === 'retrograde') return [g(0.045, 0.02, 0.02, vec([0.1, -1, 0.1], 0.15))];
  const k = (kind === 'ectopic' ? 0.75 : 1) * flatten;
  const wide = m.pattern === 'hyperkalaemia-wide-qrs' ? 1.4 : 1;
  return [
    g(0.035 * wide, 0.016 * wide, 0.018 * wide, vec([0.15, 1, 0.55], 0.11 * k)),
    g(0.068 * wide, 0.018 * wide, 0.017 * wide, vec([1, 0.45, -0.55], 0.1 * k)),
  ];
}

/** The flattened P, QRS, T and extras of a beat, as components relative to its QRS onset. */
export function ventricularComplex(kind: BeatKind, m: Morphology, rr: number): Component[] {
  const qt = qtFor(m.qtc, rr);
  const out: Component[] = [];
  const main = mainVector(m.axis);
  const hyperK = m.pattern === 'hyperkalaemia-wide-qrs' ? 2.3 : m.pattern === 'hyperkalaemia-sine-wave' ? 3.2 : 1;

  if (kind === 'ventricular' || kind === 'ventricular-rv') {
    // An ectopic ventricular focus: slow muscle-to-muscle spread, a wide bizarre complex, its T
    // pointing away from the QRS.
    const dir: Vec = kind === 'ventricular' ? [-0.35, -0.75, 0.55] : [0.75, 0.35, -0.6];
    out.push(
      g(0.05, 0.03, 0.03, vec(dir, 1.25)),
      g(0.115, 0.03, 0.035, vec([dir[0] + 0.5, dir[1] + 0.3, dir[2]], 0.7)),
    );
    out.push(g(0.17 + qt * 0.55, 0.07, 0.05, vec(scaleVec(dir, -1), 0.45)));
    return out;
  }

  // Ventricular depolarisation: septum (left to right, forward), then the free walls along the
  // axis, then the posterobasal parts last.
  const w = hyperK;
  const qrs: Component[] = [];
  if (m.conduction === 'lbbb') {
    // The septum is activated from the right: no septal q in I, V5–V6; a slow, notched leftward spread.
    qrs.push(
      g(0.035, 0.022, 0.02, vec([0.55, 0.25, -0.55], 0.95)),
      g(0.095, 0.025, 0.028, vec([0.8, 0.1, -0.6], 1.25)),
    );
  } else {
    // Pre-excitation fuses with the normal activation: the normal parts start a little later.
    const d = m.conduction === 'wpw' ? 0.03 : 0;
    const g = (t: number, rise: number, fall: number, v: Vec) => gauss(t + d, rise, fall, v);
    qrs.push(g(0.012 * w, 0.007 * w, 0.008 * w, vec([-0.5, 0.15, 0.9], 0.2)));
    const r = m.conduction === 'lvh' ? 2.6 : 1.35;
    qrs.push(g(0.03 * w, 0.01 * w, 0.01 * w, vec([main[0] * 0.6, main[1] * 0.6, 0.75], 0.55)));
    qrs.push(g(0.045 * w, 0.011 * w, 0.012 * w, vec(main, r)));
    qrs.push(g(0.07 * w, 0.011 * w, 0.011 * w, vec([-0.2, -0.45, -0.8], 0.4)));
    if (m.conduction === 'rbbb') qrs.push(g(0.105, 0.02, 0.02, vec([-0.75, 0.05, 0.65], 0.75)));
    if (m.conduction === 'rvh') qrs.push(g(0.06, 0.015, 0.016, vec([-0.8, 0.5, 0.6], 1.3)));
    if (m.conduction === 'lafb') qrs.push(g(0.06, 0.012, 0.014, vec([0.5, -0.85, -0.1], 0.8)));
    if (m.conduction === 'wpw') {
      // Pre-excitation: the accessory pathway starts the ventricles early and slowly (the delta wave).
      qrs.push(gauss(0.03, 0.028, 0.02, vec([0.45, 0.55, 0.35], 0.6)));
    }
  }
  if (m.pattern === 'stemi-posterior') qrs.push(g(0.04, 0.012, 0.014, vec([0, 0, 1], 0.6)));
  out.push(...qrs);

  // Repolarisation.
  const end = m.conduction === 'lbbb' ? 0.13 : m.conduction === 'rbbb' ? 0.125 : m.conduction === 'wpw' ? 0.11 : 0.09;
  let tPeak = qt - 0.075;
  let tVec: Vec = vec([0.65, 0.65, 0.35], 0.3);
  let rise = 0.06;
  let fall = 0.038;
  switch (m.conduction) {
    case 'lbbb':
      tVec = vec([-0.7, -0.15, 0.6], 0.35);
      out.push(plateau(end, tPeak, vec([-0.6, 0, 0.8], 0.15)));
      break;
    case 'rbbb':
      tVec = vec([0.7, 0.5, -0.35], 0.28);
      break;
    case 'wpw':
      tVec = vec([-0.2, 0.2, -0.5], 0.18);
      break;
    case 'lvh':
      // Strain: ST depression and T inversion facing the left ventricle.
      tVec = vec([-0.85, -0.35, 0.35], 0.3);
      out.push(plateau(end, tPeak, vec([-0.8, -0.4, 0.4], 0.1)));
      break;
    case 'rvh':
      tVec = vec([0.5, 0.6, -0.6], 0.28);
      break;
    default:
      break;
  }
  const st = (v: Vec, mv: number) => out.push(plateau(end - 0.005, tPeak - 0.01, vec(v, mv)));
  switch (m.pattern) {
    case 'stemi-inferior':
      st([-0.3, 1, 0.05], 0.32);
      tVec = vec([-0.2, 1, 0.2], 0.5);
      break;
    case 'stemi-anterior':
      st([0.12, 0.05, 1], 0.38);
      tVec = vec([0.2, 0.1, 1], 0.6);
      break;
    case 'stemi-anteroseptal':
      st([-0.25, 0, 1], 0.34);
      tVec = vec([-0.1, 0, 1], 0.55);
      break;
    case 'stemi-lateral':
      st([1, -0.65, 0.1], 0.3);
      tVec = vec([1, -0.5, 0.1], 0.45);
      break;
    case 'stemi-anterolateral':
      st([0.75, -0.15, 0.75], 0.36);
      tVec = vec([0.75, 0, 0.75], 0.55);
      break;
    case 'stemi-posterior':
      st([0.05, 0.15, -1], 0.28);
      tVec = vec([0.8, 0.3, -0.4], 0.25);
      break;
    case 'old-inferior-mi':
      // Healed: Q waves and inverted T in the inferior leads, the ST back at baseline.
      out.push(g(0.024, 0.012, 0.016, vec([0.1, -1, 0.1], 0.95)));
      tVec = vec([0.8, -0.6, 0.3], 0.22);
      break;
    case 'pericarditis':
      // Diffuse injury current along the frontal axis and forward; the atria's injury current
      // pushes PR down (modelled on the P of the same beat, below).
      st([0.45, 0.75, 0.5], 0.2);
      break;
    case 'ischaemia':
      st([0.7, 0.5, 0.55], -0.14);
      tVec = vec([0.6, 0.6, 0.35], 0.18);
      break;
    case 'hyperkalaemia-peaked-t':
    case 'hyperkalaemia-wide-qrs':
      tVec = vec([0.55, 0.55, 0.6], m.pattern === 'hyperkalaemia-peaked-t' ? 0.85 : 0.75);
      rise = 0.034;
      fall = 0.03;
      tPeak = Math.min(tPeak, 0.27 + (hyperK - 1) * 0.05);
      break;
    case 'hyperkalaemia-sine-wave':
      tVec = vec([-0.1, -0.2, 0.5], 1.0);
      rise = 0.07;
      fall = 0.07;
      tPeak = 0.33;
      break;
    case 'hypokalaemia':
      // Flat T, ST sagging, a U wave larger than the T.
      tVec = vec([0.6, 0.6, 0.4], 0.08);
      st([0.6, 0.6, 0.45], -0.07);
      out.push(g(tPeak + 0.17, 0.045, 0.04, vec([0.35, 0.6, 0.7], 0.2)));
      break;
    case 'hypercalcaemia':
      // The ST segment all but disappears: T follows QRS closely.
      tPeak = Math.max(0.16, tPeak - 0.09);
      break;
    case 'hypocalcaemia':
      // A long ST segment; the T itself is ordinary.
      tPeak += 0.1;
      break;
    case 'digoxin':
      // Scooped ("reverse tick") ST depression and a short QT.
      tPeak = Math.max(0.18, tPeak - 0.05);
      out.push(g(end + 0.06, 0.045, 0.03, vec([0.7, 0.5, 0.3], -0.2)));
      tVec = vec([0.65, 0.6, 0.3], 0.12);
      break;
    default:
      break;
  }
  out.push(g(tPeak, rise, fall, tVec));
  if (m.pattern === 'none' || m.pattern === 'ischaemia' || m.pattern === 'pericarditis') {
    out.push(g(tPeak + 0.15, 0.035, 0.035, vec([0.4, 0.5, 0.7], 0.03)));
  }
  return out;
}

/** PR-segment depression of pericarditis: the atrial injury current, after the P. */
export function atrialExtras(m: Morphology, pOnset: number, qrsOnset: number): Component[] {
  if (m.pattern !== 'pericarditis') return [];
  return [
    {
      kind: 'plateau',
      t: pOnset + 0.06,
      end: qrsOnset - 0.01,
      rise: 0.015,
      fall: 0.01,
      v: vec([0.45, 0.75, 0.5], -0.08),
    },
  ];
}
