/**
 * The e2e files run on two workers; started longest first, the two finish close together. A fresh
 * clone has no timing cache for jest to order by, so the order comes from measured durations
 * (seconds on this project's 2-core CI machine); a file missing here starts first, as it may be long.
 */
import path from 'node:path';
import Sequencer from '@jest/test-sequencer';

const SECONDS = {
  'pages-and-tools.test.ts': 300,
  'embedded.test.ts': 150,
  'distributed.test.ts': 150,
  'find-remember-share.test.ts': 120,
  'italian-tools.test.ts': 80,
  'money-tools.test.ts': 45,
};

export default class LongestFirst extends Sequencer {
  sort(tests) {
    const seconds = (test) => SECONDS[path.basename(test.path)] ?? Number.POSITIVE_INFINITY;
    return [...tests].sort((a, b) => seconds(b) - seconds(a));
  }
}
