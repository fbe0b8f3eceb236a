import QRCode from 'qrcode';
import { decodeQrPng, decodeQrSvg } from '../../test/decode-qr.js';
import { makeQrImage } from './qr-image.js';

const request = { text: '1A'.repeat(200), size: 600, color: '#000000', backgroundColor: '#FFFFFF', errorCorrectionLevel: 'L' as const };

describe('makeQrImage', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(['png', 'svg'] as const)('builds the symbol once for a %s', async (format) => {
    const create = jest.spyOn(QRCode, 'create');
    const result = makeQrImage({ request, format });
    expect(create).toHaveBeenCalledTimes(1);
    if (!('bytes' in result)) throw new Error(result.refusal);
    const bytes = Buffer.from(result.bytes);
    const decoded = format === 'png' ? decodeQrPng(bytes) : await decodeQrSvg(bytes.toString('utf8'));
    expect(decoded.text).toBe(request.text);
  });

  it('answers the Italian refusal of a text the level cannot hold, as a message', () => {
    expect(makeQrImage({ request: { ...request, text: 'x'.repeat(2954) }, format: 'svg' })).toEqual({
      refusal: expect.stringContaining('Il campo «Testo o link da codificare» è troppo lungo per un QR Code con correzione L'),
    });
  });
});
