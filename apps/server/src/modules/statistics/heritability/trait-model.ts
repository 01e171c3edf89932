import type {
  HeritabilityComponentName,
  HeritabilityEnvironmentModel,
} from '@plotline/contract/statistics-heritability';
import type { MixedModelInput, RandomTermInput } from '@plotline/stats/mixed/types';
import { compareNames } from '../natural-order.ts';
import type { TraitObservations } from './trait-observations.ts';

/** The mixed model of one trait: the engine's input, its formula and its terms' wire names. */
export type TraitModel = {
  input: MixedModelInput;
  /** lme4 notation, as the answer shows it. */
  formula: string;
  /** Wire names of the random terms in input order (the residual comes after them). */
  terms: HeritabilityComponentName[];
  /** True when the environments and repetitions are random (the fixed part is the intercept). */
  randomEnvironments: boolean;
};

const distinct = (labels: readonly string[]) => [...new Set(labels)].sort(compareNames);

/**
 * The model of decision 051 for the trait's observations:
 * - one environment: `y ~ rep + (1|line)` (repetitions as fixed blocks);
 * - several, fixed: `y ~ env + env:rep + (1|line) + (1|line:env)` (repetitions nested in their
 *   environment, R's coding of `env:rep` without `rep` alone);
 * - several, random: `y ~ 1 + (1|line) + (1|line:env) + (1|env) + (1|env:rep)`.
 * A single repetition drops its term (`y ~ 1 + (1|line)`, `y ~ env + …`).
 */
export function buildTraitModel(
  data: TraitObservations,
  environments: HeritabilityEnvironmentModel,
): TraitModel {
  const repLevels = distinct(data.repetition);
  const hasReps = repLevels.length > 1;
  const lines = data.lines.map((line) => line.name);
  const lineTerm: RandomTermInput = { name: 'line', values: data.line, levels: lines };
  if (data.environments.length === 1) {
    return {
      input: {
        fixed: {
          response: data.y,
          factors: [{ name: 'rep', values: data.repetition, levels: repLevels }],
          terms: hasReps ? [['rep']] : [],
        },
        random: [lineTerm],
      },
      formula: hasReps ? 'y ~ rep + (1|line)' : 'y ~ 1 + (1|line)',
      terms: ['line'],
      randomEnvironments: false,
    };
  }
  const lineByEnv = data.line.map((line, i) => `${line}:${data.environment[i]}`);
  const envByRep = data.environment.map((env, i) => `${env}:${data.repetition[i]}`);
  const gxe: RandomTermInput = { name: 'line:env', values: lineByEnv };
  if (environments === 'random') {
    const random: RandomTermInput[] = [lineTerm, gxe, { name: 'env', values: data.environment }];
    const terms: HeritabilityComponentName[] = ['line', 'line_by_environment', 'environment'];
    if (hasReps) {
      random.push({ name: 'env:rep', values: envByRep });
      terms.push('replicate_within_environment');
    }
    return {
      input: { fixed: { response: data.y, terms: [] }, random },
      formula: `y ~ 1 + (1|line) + (1|line:env) + (1|env)${hasReps ? ' + (1|env:rep)' : ''}`,
      terms,
      randomEnvironments: true,
    };
  }
  return {
    input: {
      fixed: {
        response: data.y,
        factors: [
          { name: 'env', values: data.environment, levels: data.environments },
          { name: 'rep', values: data.repetition, levels: repLevels },
        ],
        terms: hasReps ? [['env'], ['env', 'rep']] : [['env']],
      },
      random: [lineTerm, gxe],
    },
    formula: `y ~ env${hasReps ? ' + env:rep' : ''} + (1|line) + (1|line:env)`,
    terms: ['line', 'line_by_environment'],
    randomEnvironments: false,
  };
}
