import fc from 'fast-check';
import { Type } from 'typebox';
import { ConfigError, readConfig } from '@orbita/service-kit';
import { AiVisionSettings } from '../../ai-vision/src/config.js';

/**
 * A container's process environment is the environment a service is given: Docker Compose passes
 * `OPENAI_API_KEY=` and `OPENAI_BASE_URL=` from the default .env. An empty variable means "not set"
 * there, and nothing but the environment given is read.
 */
describe('readConfig', () => {
  const names = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'ORBITA_CONFIG_TEST_ONLY_HERE'];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("starts ai-vision with the default .env's empty model settings, when they are the process's own environment too", () => {
    process.env.OPENAI_API_KEY = '';
    process.env.OPENAI_BASE_URL = '';
    const config = readConfig('ai-vision', AiVisionSettings, { ...process.env, PORT: '8105' });
    expect([config.OPENAI_API_KEY, config.OPENAI_BASE_URL, config.OPENAI_MODEL, config.PORT]).toEqual([
      undefined,
      undefined,
      'gpt-4o-mini',
      8105,
    ]);
  });

  it('reads the environment it is given, not process.env', () => {
    process.env.ORBITA_CONFIG_TEST_ONLY_HERE = 'x';
    const settings = Type.Object({ ORBITA_CONFIG_TEST_ONLY_HERE: Type.Optional(Type.String()) });
    expect(readConfig('check', settings, { PORT: '1' }).ORBITA_CONFIG_TEST_ONLY_HERE).toBeUndefined();
  });

  it('still refuses a set value that is wrong, naming the service', () => {
    expect(() => readConfig('ai-vision', AiVisionSettings, { PORT: '8105', OPENAI_BASE_URL: 'ftp://model' })).toThrow(ConfigError);
    expect(() => readConfig('ai-vision', AiVisionSettings, { PORT: '8105', OPENAI_BASE_URL: 'ftp://model' })).toThrow(/^ai-vision: invalid configuration/);
  });

  it('ends with a configuration or a ConfigError for any environment, empty values read as unset', () => {
    const env = fc.dictionary(fc.constantFrom('PORT', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_TIMEOUT_MS', 'LOG_LEVEL'), fc.oneof(fc.constant(''), fc.string()));
    fc.assert(
      fc.property(env, fc.dictionary(fc.constantFrom(...names.slice(0, 2)), fc.constant('')), (given, processOwn) => {
        Object.assign(process.env, processOwn);
        try {
          const config = readConfig('ai-vision', AiVisionSettings, { PORT: '8105', ...given });
          for (const [name, value] of Object.entries(given)) {
            if (value === '') expect(config[name as keyof typeof config]).toEqual(name === 'PORT' ? 8105 : name === 'LOG_LEVEL' ? 'info' : name === 'OPENAI_TIMEOUT_MS' ? 30_000 : undefined);
          }
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
        }
      }),
    );
  });
});
