import { PALETTE_TYPES } from '@orbita/proto-types';
import { startTools, type ToolsUnderTest } from './support.js';

let tools: ToolsUnderTest;
beforeAll(async () => {
  tools = await startTools();
});
afterAll(async () => {
  await tools.close();
});

function generate(payload: object) {
  return tools.service.app.inject({ method: 'POST', url: '/api/generate-palette', payload });
}

describe('POST /api/generate-palette', () => {
  it.each(PALETTE_TYPES)('answers a %s palette with named colours, base first', async (paletteType) => {
    const response = await generate({ baseColor: '3B82F6', paletteType, count: 5 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ baseColor: '#3B82F6', paletteType, count: 5 });
    expect(body.colors).toHaveLength(5);
    expect(body.colors[0]).toEqual({ name: 'Azzurro', hex: '#3B82F6', rgb: { r: 59, g: 130, b: 246 }, hsl: { h: 217, s: 91, l: 60 } });
    for (const color of body.colors) expect(Object.keys(color).sort()).toEqual(['hex', 'hsl', 'name', 'rgb']);
  });

  it('accepts the base colour with #, in lower case, and the count limits', async () => {
    expect((await generate({ baseColor: '#3b82f6', paletteType: 'triadic', count: 3 })).json().colors).toHaveLength(3);
    expect((await generate({ baseColor: '#3b82f6', paletteType: 'triadic', count: 10 })).json().colors).toHaveLength(10);
  });

  it('reads the short form of CSS: «#fff» is white, «3bf» is #33BBFF', async () => {
    expect((await generate({ baseColor: '#fff', paletteType: 'monochromatic', count: 3 })).json()).toMatchObject({ baseColor: '#FFFFFF', colors: [{ hex: '#FFFFFF' }, {}, {}] });
    expect((await generate({ baseColor: '3bf', paletteType: 'triadic', count: 3 })).json().colors[0].hex).toBe('#33BBFF');
  });

  it.each([
    ['Il campo «Colore base» deve essere un colore esadecimale di 6 cifre (o 3, come #fff), con o senza #, come #3B82F6', { baseColor: 'blu' }],
    ['Il campo «Colore base» deve essere un colore esadecimale di 6 cifre (o 3, come #fff), con o senza #, come #3B82F6', { baseColor: '#FFFF' }],
    ['Il campo «Colore base» è obbligatorio', { baseColor: undefined }],
    ['Il campo «Tipo di palette» deve essere «Complementare», «Analoga», «Triadica», «Monocromatica», «Complementare divisa» o «Casuale»', { paletteType: 'pastel' }],
    ['Il campo «Numero di colori» deve essere tra 3 e 10', { count: 2 }],
    ['Il campo «Numero di colori» deve essere tra 3 e 10', { count: 11 }],
    ['Il campo «Numero di colori» deve essere un numero intero', { count: 4.5 }],
  ])('answers «%s»', async (error, change) => {
    const response = await generate({ baseColor: '3B82F6', paletteType: 'analogous', count: 5, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});
