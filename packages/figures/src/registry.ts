/** Every generator the project has, by name: the first part of a figure's id. */
import type { FigureGenerator } from './generator.ts';
import { audiogram } from './generators/audiogram.ts';
import { bloodSmear } from './generators/blood-smear.ts';
import { brachialPlexus } from './generators/brachial-plexus.ts';
import { circleOfWillis } from './generators/circle-of-willis.ts';
import { coagulation } from './generators/coagulation.ts';
import { coronary } from './generators/coronary.ts';
import { cranialNerveNuclei } from './generators/cranial-nerve-nuclei.ts';
import { dermatomes } from './generators/dermatomes.ts';
import { doseResponse } from './generators/dose-response.ts';
import { ecg } from './generators/ecg/index.ts';
import { growthChart } from './generators/growth-chart.ts';
import { jvp } from './generators/jvp.ts';
import { karyotype } from './generators/karyotype.ts';
import { metabolicPathway } from './generators/metabolic-pathway.ts';
import { murmur } from './generators/murmur.ts';
import { nephron } from './generators/nephron.ts';
import { odc } from './generators/odc.ts';
import { partograph } from './generators/partograph.ts';
import { pedigree } from './generators/pedigree.ts';
import { pvLoop } from './generators/pv-loop.ts';
import { spirometry } from './generators/spirometry.ts';
import { starling } from './generators/starling.ts';
import { tympanogram } from './generators/tympanogram.ts';
import { visualPathway } from './generators/visual-pathway.ts';
import { wiggers } from './generators/wiggers.ts';

export const GENERATORS: Record<string, FigureGenerator> = Object.fromEntries(
  [
    ecg,
    jvp,
    wiggers,
    murmur,
    odc,
    pvLoop,
    starling,
    doseResponse,
    spirometry,
    audiogram,
    tympanogram,
    growthChart,
    partograph,
    brachialPlexus,
    circleOfWillis,
    visualPathway,
    dermatomes,
    coronary,
    nephron,
    cranialNerveNuclei,
    coagulation,
    metabolicPathway,
    pedigree,
    karyotype,
    bloodSmear,
  ].map((g) => [g.name, g as unknown as FigureGenerator]),
);
