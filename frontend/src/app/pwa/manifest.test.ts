import { FOOTER_TOOLS, toolPath } from '../../tools/registry';
import { SHORTCUTS, WEB_APP_MANIFEST } from './manifest';

describe('web app manifest', () => {
  it('has its shortcuts to the four tools of the footer, by their names and addresses', () => {
    expect(SHORTCUTS.map(({ name, url }) => ({ name, url }))).toEqual(FOOTER_TOOLS.map((tool) => ({ name: tool.name, url: toolPath(tool) })));
  });

  it('is in Italian and has the icons installing asks for', () => {
    expect(WEB_APP_MANIFEST.lang).toBe('it');
    const sizes = WEB_APP_MANIFEST.icons!.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });
});
