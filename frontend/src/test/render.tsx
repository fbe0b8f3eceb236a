import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a page inside a router at `route`, with a user-event session; fake timers are advanced by it. */
export function renderPage(ui: ReactElement, { route = '/', fakeTimers = false } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const result = render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
  return { user, ...result };
}
