import { providerName } from './provider-name.js';

describe('providerName', () => {
  it('prefers the configured name', () => {
    expect(providerName('Ollama', 'http://gpu-box:11434/v1')).toBe('Ollama');
  });

  it('credits OpenAI for its own API, with or without a base URL', () => {
    expect(providerName(undefined, undefined)).toBe('OpenAI');
    expect(providerName(undefined, 'https://api.openai.com/v1')).toBe('OpenAI');
  });

  it('names the host of another compatible server', () => {
    expect(providerName(undefined, 'http://vllm.internal:8000/v1')).toBe('vllm.internal');
  });

  it('does not take a look-alike host for OpenAI', () => {
    expect(providerName(undefined, 'https://notopenai.com/v1')).toBe('notopenai.com');
  });
});
