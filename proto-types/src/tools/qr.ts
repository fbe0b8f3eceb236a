/** QR codes (`POST /api/generate-qr`, `GET /api/generate-qr/download`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { QR_LEVELS, QR_LEVEL_LABELS } from '../enums.js';
import { QR_FIELDS } from '../logic/bounds.js';

export const HexColor = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

/** A colour of six hex digits, `#` optional (a picker gives `#1E40AF`; a hand-written URL, `1E40AF`). */
export const QrColor = Type.String({ pattern: '^#?([0-9a-fA-F]{3}){1,2}$' });
const qrColor = (title: string) => Type.String({ pattern: '^#?([0-9a-fA-F]{3}){1,2}$', title });

/**
 * The longest text any QR Code holds is 7089 digits (level L); how much of other text fits
 * depends on the level and the characters, which the service checks.
 */
export const QR_TEXT_MAX_LENGTH = QR_FIELDS.text.maxLength;

export const QrRequest = Type.Object({
  text: Type.String({ ...QR_FIELDS.text }),
  size: Type.Integer({ ...QR_FIELDS.size }),
  color: qrColor('Colore del QR'),
  backgroundColor: qrColor('Colore di sfondo'),
  errorCorrectionLevel: StringEnum(QR_LEVELS, { title: 'Correzione degli errori', [CHOICE_LABELS]: QR_LEVEL_LABELS }),
});
export type QrRequest = Static<typeof QrRequest>;

export const QrResponse = Type.Object({
  /** A `data:image/png;base64,…` URL, usable directly as an image source. */
  qrCode: Type.String(),
  text: Type.String(),
  size: Type.Integer(),
  errorCorrectionLevel: StringEnum(QR_LEVELS),
  /**
   * A same-origin path (`/api/generate-qr/download?…`) that regenerates the same PNG from its query
   * and answers it as a download; add `format=svg` for a vector file. Nothing is stored.
   */
  downloadUrl: Type.String(),
});
export type QrResponse = Static<typeof QrResponse>;

export const QR_DOWNLOAD_FORMATS = ['png', 'svg'] as const;
export type QrDownloadFormat = (typeof QR_DOWNLOAD_FORMATS)[number];

/** Query of the download behind `downloadUrl`: the request's fields, and `format` (PNG unless `svg`). */
export const QrDownloadQuery = Type.Object({
  ...QrRequest.properties,
  format: Type.Optional(StringEnum(QR_DOWNLOAD_FORMATS, { title: 'Formato', [CHOICE_LABELS]: { png: 'PNG', svg: 'SVG' } })),
});
export type QrDownloadQuery = Static<typeof QrDownloadQuery>;
