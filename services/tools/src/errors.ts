import { defineError } from '@orbita/service-kit';

export const InvalidNumberInputError = defineError('TOOLS_INVALID_NUMBER', '%s', 400);
export const InvalidQrInputError = defineError('TOOLS_INVALID_QR', '%s', 400);
