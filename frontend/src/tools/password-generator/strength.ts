import { nextPaint } from '../../lib/after-paint';

/** What zxcvbn-ts makes of a password, in Italian: its score 0–4 and how long an attacker would take. */
export interface StrengthEstimate {
  score: 0 | 1 | 2 | 3 | 4;
  label: string;
  /** An offline attack on a slow hash (10,000 guesses a second), as zxcvbn words it in Italian. */
  offlineSlow: string;
  /** An offline attack on a fast hash (10 billion guesses a second). */
  offlineFast: string;
  warning: string | null;
}

export const SCORE_LABELS = ['Molto debole', 'Debole', 'Discreta', 'Buona', 'Ottima'] as const;

type Checker = (password: string) => StrengthEstimate;
let checker: Promise<Checker> | null = null;

/**
 * The estimator and its dictionaries (common passwords and keyboards, Italian words, names and surnames: some
 * hundreds of KB) are loaded only the first time a password is estimated, so no other page pays for them; and only
 * after the page has painted the password, so their download never holds up the first screen (on a phone network
 * it took the page's Largest Contentful Paint from under 3 s to 5 s).
 */
export function loadStrengthChecker(): Promise<Checker> {
  checker ??= nextPaint().then(() => Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-it')]).then(
    ([core, common, italian]) => {
      const factory = new core.ZxcvbnFactory({
        translations: italian.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...italian.dictionary },
      });
      return (password: string) => {
        const result = factory.check(password);
        return {
          score: result.score,
          label: SCORE_LABELS[result.score],
          offlineSlow: result.crackTimes.offlineSlowHashingXPerSecond.display,
          offlineFast: result.crackTimes.offlineFastHashingXPerSecond.display,
          warning: result.feedback.warning,
        };
      };
    },
  ));
  return checker;
}
