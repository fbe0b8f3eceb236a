export { API_DOCS_PATH, buildOpenApiDocument, errorCodes, OPENAPI_PATH, openApiPath } from './openapi/document.js';
export { COMMON_ERROR_CODES, ERROR_EXAMPLES, SERVICE_ERROR_CODES, type ErrorExample } from './openapi/errors.js';
export { API_EXAMPLES, API_TITLES, type ApiExample } from './openapi/examples.js';
