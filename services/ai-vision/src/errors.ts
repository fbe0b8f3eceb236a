import { defineError } from '@orbita/service-kit';

export const NotConfiguredError = defineError(
  'AI_VISION_NOT_CONFIGURED',
  "L'analisi delle immagini non è configurata su questo server",
  503,
);
export const NotMultipartError = defineError(
  'AI_VISION_NOT_MULTIPART',
  "Invia l'immagine come modulo multipart/form-data nel campo «image»",
  415,
);
export const MalformedUploadError = defineError('AI_VISION_MALFORMED_UPLOAD', 'Il caricamento del file non è valido: riprova', 400);
export const MissingImageError = defineError('AI_VISION_MISSING_IMAGE', "Seleziona prima un'immagine", 400);
export const WrongFieldError = defineError('AI_VISION_WRONG_FIELD', "L'immagine va inviata nel campo «image»", 400);
export const ImageTooLargeError = defineError('AI_VISION_IMAGE_TOO_LARGE', "L'immagine supera il limite di %s MB", 413);
export const TooManyPartsError = defineError('AI_VISION_TOO_MANY_PARTS', 'Invia una sola immagine per volta', 413);
export const UnsupportedImageError = defineError('AI_VISION_UNSUPPORTED_IMAGE', 'Seleziona un file immagine valido', 415);
export const TooManyPixelsError = defineError(
  'AI_VISION_TOO_MANY_PIXELS',
  "L'immagine ha dimensioni troppo grandi: al massimo %s megapixel",
  413,
);
export const UnreadableImageError = defineError(
  'AI_VISION_UNREADABLE_IMAGE',
  "Impossibile leggere l'immagine: il file sembra danneggiato",
  422,
);
export const NoFoodError = defineError(
  'AI_VISION_NO_FOOD',
  "Nell'immagine non riconosco alimenti: prova con la foto di un piatto",
  422,
);
export const ModelRefusedError = defineError(
  'AI_VISION_MODEL_REFUSED',
  'Il servizio di analisi non ha potuto esaminare questa immagine: prova con un\'altra foto',
  422,
);
export const ModelTimeoutError = defineError(
  'AI_VISION_MODEL_TIMEOUT',
  'Il servizio di analisi non ha risposto in tempo: riprova più tardi',
  504,
);
export const ModelBusyError = defineError(
  'AI_VISION_MODEL_BUSY',
  'Il servizio di analisi è sovraccarico in questo momento: riprova tra qualche minuto',
  503,
);
export const ModelRejectedKeyError = defineError(
  'AI_VISION_MODEL_REJECTED_KEY',
  "Il servizio di analisi ha rifiutato le credenziali del server: l'analisi non è disponibile",
  503,
);
export const ModelFailedError = defineError(
  'AI_VISION_MODEL_ERROR',
  'Il servizio di analisi ha avuto un problema: riprova più tardi',
  502,
);
export const ModelInvalidAnswerError = defineError(
  'AI_VISION_MODEL_INVALID_ANSWER',
  'Il servizio di analisi ha dato una risposta non valida: riprova più tardi',
  502,
);
