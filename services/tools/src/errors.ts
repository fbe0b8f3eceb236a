import { defineError } from '@orbita/service-kit';

/** Every error of tools, with its code and status; the kit's handler says them as `{error, code}`. */
export const InvalidNumberInputError = defineError('TOOLS_INVALID_NUMBER', '%s', 400);
export const InvalidQrInputError = defineError('TOOLS_INVALID_QR', '%s', 400);
