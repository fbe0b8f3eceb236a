import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToolShell } from '../tools/ToolShell';
import type { ToolDefinition, ToolPageProps } from '../tools/types';

interface RenderOptions {
  route?: string;
  fakeTimers?: boolean;
}

/** Renders a page inside a router at `route`, with a user-event session; fake timers are advanced by it. */
export function renderPage(ui: ReactElement, { route = '/', fakeTimers = false }: RenderOptions = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const result = render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
  return { user, ...result };
}

/** Renders a tool's page as the router does: inside the shell, which hands the page its definition. */
export function renderTool(tool: ToolDefinition, page: ComponentType<ToolPageProps>, options?: RenderOptions) {
  return renderPage(<ToolShell tool={tool} page={page} />, options);
}
