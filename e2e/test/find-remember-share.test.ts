import { describeFindRememberShare } from './flows/find-remember-share.js';
import { describeTouchTargets } from './flows/touch-targets.js';
import { useHub } from './support/session.js';

/** Search, favourites, links carrying the result, and the installable offline app, on the hub as `make run` starts it. */
describe('find, remember, share, install (embedded mode)', () => {
  const suite = useHub('embedded');
  describeFindRememberShare(suite);
  describeTouchTargets(suite);
});
