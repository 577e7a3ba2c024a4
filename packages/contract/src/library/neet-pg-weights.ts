/**
 * How many of NEET PG's questions each library subject carries, used to weight the smart revision
 * list and to divide study time in the formula planner. No weight was written down before this
 * (docs/product-rules.md is silent), so these come from one source, said here:
 *
 * The paper today: NEET PG has been 200 single-best-answer questions in 210 minutes since 2021
 * (NBEMS information bulletins, 2021 onward). NBEMS has not published a subject-wise split for the
 * 200-question paper; the last split it published was for the 300-question paper (reproduced, for
 * example, at https://www.dmaedu.com/?p=14197): anatomy 17, physiology 17, biochemistry 16,
 * pathology 25, pharmacology 20, microbiology 20, forensic medicine 10, community medicine 25,
 * medicine with dermatology and psychiatry 45, surgery with orthopaedics, anaesthesia and
 * radiology 45, obstetrics and gynaecology 30, paediatrics 10, ophthalmology 10, ENT 10. Only the
 * proportions are used, so those shares are carried to the 200-question paper (anatomy 17 of 300
 * is about 11 of 200). The bulletin groups the short clinical subjects under medicine and surgery;
 * splitting those two groups (45 = 35 + 5 + 5; 45 = 29 + 6 + 5 + 5) is MedSutra's own estimate.
 */
import type { LibrarySubjectId } from './content.ts';

export const NEET_PG_WEIGHT_SOURCE =
  'NEET PG today is 200 questions in 210 minutes (NBEMS, since 2021). NBEMS publishes no subject split for it, so the shares of its last published split are used (the 300-question paper, scaled to 200); the split of medicine and surgery into their short subjects is MedSutra’s estimate.';

export const NEET_PG_SUBJECT_WEIGHTS: Readonly<Record<LibrarySubjectId, number>> = {
  anatomy: 17,
  physiology: 17,
  biochemistry: 16,
  pathology: 25,
  pharmacology: 20,
  microbiology: 20,
  'forensic-medicine': 10,
  'community-medicine': 25,
  ent: 10,
  ophthalmology: 10,
  medicine: 35,
  dermatology: 5,
  psychiatry: 5,
  surgery: 29,
  orthopaedics: 6,
  anaesthesia: 5,
  radiology: 5,
  'obstetrics-gynaecology': 30,
  paediatrics: 10,
};

/** A subtopic's own yield beside its subject's weight (the library marks each high, medium or low). */
export const YIELD_FACTORS = { high: 1.5, medium: 1, low: 0.6 } as const;
