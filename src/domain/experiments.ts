/**
 * The experiments the shop has decided (doc 3 §9 "Experiments and flags"): the spec names them and shows no
 * variant values beyond urgencyBanner, so the shop fixes each one's variant here, in one place, until an
 * experiment service decides them per shopper. 'on' shows what the experiment tries; 'off' the default.
 */
export const EXPERIMENT_VARIANTS = {
  /** The burger menu shows a loading state while the groceries taxonomy arrives (doc 3 §4 "Burger menu"). */
  EoS_mobileBurgerMenuLoadingState: 'on',
} as const satisfies Record<string, 'on' | 'off'>;

export type Experiment = keyof typeof EXPERIMENT_VARIANTS;

export function isExperimentOn(name: Experiment): boolean {
  return EXPERIMENT_VARIANTS[name] === 'on';
}
