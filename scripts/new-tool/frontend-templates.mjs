/**
 * The frontend half of a new tool, in the shape of `frontend/README.md`: metadata, page, pure
 * logic, one API file, styles, and tests. The page sends the form a moment after it changes and
 * shows the newest answer, as the other generators do.
 */
export function frontendFiles(n, { name, category, description }) {
  const folder = `frontend/src/tools/${n.id}`;
  return {
    [`${folder}/index.ts`]: `import type { ToolDefinition } from '../types';

export const ${n.toolConst}: ToolDefinition = {
  id: '${n.id}',
  name: ${JSON.stringify(name)},
  description: ${JSON.stringify(description)},
  category: ${JSON.stringify(category)},
  icon: 'zap',
  loadPage: () => import('./${n.ToolPascal}Page'),
};
`,
    [`${folder}/api/${n.endpoint}.ts`]: `import type { ${n.EndpointPascal}Request, ${n.EndpointPascal}Response } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const ${n.domainCamel.toUpperCase()}_ERROR = 'Errore durante il calcolo';

export function ${n.endpointCamel}(request: ${n.EndpointPascal}Request, signal: AbortSignal): Promise<${n.EndpointPascal}Response> {
  return apiRequest<${n.EndpointPascal}Response>('/api/${n.endpoint}', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: ${n.domainCamel.toUpperCase()}_ERROR, network: CONNECTION_ERROR },
  });
}
`,
    [`${folder}/${n.id}.service.ts`]: `import type { ${n.EndpointPascal}Request } from '@orbita/proto-types';
import { parseDecimal } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';

export const DEFAULT_VALUE = '42';
export const INVALID_VALUE = 'Inserisci un numero valido';

/** The request for the service, or the message that stops it from being sent. */
export function to${n.EndpointPascal}Request(value: string): PreparedRequest<${n.EndpointPascal}Request> {
  const parsed = parseDecimal(value);
  if (!Number.isFinite(parsed) || parsed < 0) return { invalid: INVALID_VALUE };
  return { request: { value: parsed } };
}
`,
    [`${folder}/${n.id}.service.test.ts`]: `import { INVALID_VALUE, to${n.EndpointPascal}Request } from './${n.id}.service';

describe('to${n.EndpointPascal}Request', () => {
  it('reads a number typed the Italian way', () => {
    expect(to${n.EndpointPascal}Request('12,5')).toEqual({ request: { value: 12.5 } });
  });

  it.each(['', 'abc', '-1'])('stops %j with the message to show', (value) => {
    expect(to${n.EndpointPascal}Request(value)).toEqual({ invalid: INVALID_VALUE });
  });
});
`,
    [`${folder}/${n.ToolPascal}Page.tsx`]: `import { useId, useState } from 'react';
import { Field } from '../../components/ui/Field';
import { ResultCard } from '../../components/ui/ResultCard';
import { formatUpTo } from '../../lib/format';
import { useLatestRequest } from '../../lib/use-latest-request';
import { ${n.endpointCamel}, ${n.domainCamel.toUpperCase()}_ERROR } from './api/${n.endpoint}';
import { DEFAULT_VALUE, to${n.EndpointPascal}Request } from './${n.id}.service';
import './${n.id}.css';

// No wait: each change sends at once and a newer one aborts the request before it.
const SEND_DELAY_MS = 0;

export default function ${n.ToolPascal}Page() {
  const id = useId();
  const [value, setValue] = useState(DEFAULT_VALUE);
  const answer = useLatestRequest(to${n.EndpointPascal}Request(value), ${n.endpointCamel}, {
    delayMs: SEND_DELAY_MS,
    fallbackError: ${n.domainCamel.toUpperCase()}_ERROR,
  });

  return (
    <div className="tool-layout">
      <section className="card" aria-label="Dati">
        <h2 className="card__title">Dati</h2>
        <Field label="Valore" htmlFor={\`\${id}-value\`}>
          <input id={\`\${id}-value\`} className="input" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
        </Field>
      </section>
      <ResultCard answer={answer} loadingLabel="Calcolo in corso…">
        {(result) => <p className="${n.cssBlock}__result">{formatUpTo(result.result, 2)}</p>}
      </ResultCard>
    </div>
  );
}
`,
    [`${folder}/${n.ToolPascal}Page.test.tsx`]: `import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { ${n.toolConst} } from '.';
import ${n.ToolPascal}Page from './${n.ToolPascal}Page';

describe('${n.id} page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the default value on arrival and shows the answer', async () => {
    const api = fakeApi({ 'POST /api/${n.endpoint}': { body: { result: 42 } } });
    renderTool(${n.toolConst}, ${n.ToolPascal}Page, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ value: 42 });
  });

  it('says what is wrong with the value without calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderTool(${n.toolConst}, ${n.ToolPascal}Page, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Valore'));
    await user.type(screen.getByLabelText('Valore'), 'abc');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('Inserisci un numero valido')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
`,
    [`${folder}/${n.id}.css`]: `.${n.cssBlock}__result {
  font-size: 2rem;
  font-weight: 700;
  margin: 0;
}
`,
  };
}
