import { deflateSync, crc32 } from 'node:zlib';
import type http from 'node:http';
import sharp from 'sharp';
import { startFakeHttpServer, startTestService, type FakeHttpServer, type FakeRoute, type TestService } from '@orbita/service-kit/testing';
import { aiVisionService } from '@orbita/ai-vision';

/** A plate-coloured photo of the given size; `shade` makes each one different bytes (and hash). */
export function photo(format: 'jpeg' | 'png' | 'webp', width = 640, height = 480, shade = 0): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120 + shade, b: 40 } } });
  return image.toFormat(format).toBuffer();
}

/** A JPEG carrying GPS coordinates and a camera name in its EXIF, as phones write them. */
export function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 90, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Fotocamera di prova', Model: 'Modello segreto' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 25/1' },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes of valid PNG whose header claims width × height pixels: a decompression bomb. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const firstRows = deflateSync(Buffer.alloc(1 + width));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body written by hand, so a test controls every declared name and type. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----orbita-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The multipart body a browser sends for one picked file. */
export function imageUpload(data: Buffer, filename = 'piatto.jpg', contentType = 'image/jpeg') {
  return multipart([{ name: 'image', data, filename, contentType }]);
}

export const PASTA = {
  containsFood: true,
  ingredients: ['pasta', 'pomodoro', 'basilico'],
  calories: 520.4,
  protein: 15.26,
  carbs: 88,
  fat: 10.04,
  confidence: 0.834,
};

export function sendJson(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A chat completion as OpenAI's API returns it, with `content` as the assistant's message. */
export function completion(content: string | null, refusal: string | null = null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'gpt-4o-mini-2024-07-18',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 850, completion_tokens: 60, total_tokens: 910 },
  };
}

export const answers = (answer: unknown): FakeRoute => (_request, response) =>
  sendJson(response, 200, completion(JSON.stringify(answer)));

export function startFakeOpenAi(route: FakeRoute = answers(PASTA)): Promise<FakeHttpServer> {
  return startFakeHttpServer(route);
}

/**
 * ai-vision against the real Redis and NATS, its model the fake server: limits high enough that no
 * test meets them unless it means to; `env` adds or overrides settings (the model, a timeout).
 */
export function startWithModel(fake: FakeHttpServer, env: Record<string, string> = {}): Promise<TestService> {
  return startTestService(aiVisionService, {
    OPENAI_API_KEY: 'sk-test-key',
    OPENAI_BASE_URL: `${fake.url}/v1`,
    AI_VISION_LIMIT_PER_MINUTE: '1000',
    AI_VISION_LIMIT_PER_DAY: '1000',
    ...env,
  });
}

/** The chat completion request the service sent, parsed. */
export function sentRequest(fake: FakeHttpServer, index = -1) {
  const recorded = fake.requests.at(index);
  if (!recorded) throw new Error('the service sent no request to the model');
  return { ...recorded, json: JSON.parse(recorded.body.toString('utf8')) };
}

/** The image inside the data URL of a sent request, decoded. */
export function sentImage(body: { messages: { content: unknown }[] }): { mime: string; bytes: Buffer } {
  const parts = body.messages.flatMap((message) => (Array.isArray(message.content) ? message.content : []));
  const image = parts.find((part: { type: string }) => part.type === 'image_url') as { image_url: { url: string } };
  const match = /^data:([^;]+);base64,(.+)$/.exec(image.image_url.url);
  if (!match) throw new Error('the image was not sent as a base64 data URL');
  return { mime: match[1]!, bytes: Buffer.from(match[2]!, 'base64') };
}
