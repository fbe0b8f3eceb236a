// What a user would otherwise run for a QR code: the `qrcode` package in a loop, in one process,
// with the same text, size, colours and correction level as the service's figure.
import QRCode from 'qrcode';
import { QR_INPUT } from './scenarios.mjs';

const OPTIONS = {
  width: QR_INPUT.size,
  margin: 4,
  errorCorrectionLevel: QR_INPUT.errorCorrectionLevel,
  color: { dark: QR_INPUT.color, light: QR_INPUT.backgroundColor },
};

/** Data URLs made one after the other for `seconds`; answers how many a second. */
export async function qrLoopPerSecond(seconds) {
  for (let i = 0; i < 20; i += 1) await QRCode.toDataURL(QR_INPUT.text, OPTIONS);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let made = 0;
  while (performance.now() < deadline) {
    await QRCode.toDataURL(QR_INPUT.text, OPTIONS);
    made += 1;
  }
  return made / ((performance.now() - started) / 1000);
}

/** The tools service's own QR function (checks, symbol, PNG, data URL) in a loop: the service minus HTTP. */
export async function serviceQrLoopPerSecond(repoRoot, seconds) {
  const { checkQrRequest, pngDataUrl, qrPng } = await import(`${repoRoot}/services/tools/dist/qr/qr-code.js`);
  const once = () => pngDataUrl(qrPng(checkQrRequest(QR_INPUT)));
  for (let i = 0; i < 20; i += 1) once();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let made = 0;
  while (performance.now() < deadline) {
    once();
    made += 1;
  }
  return made / ((performance.now() - started) / 1000);
}
