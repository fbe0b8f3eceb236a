// Validates the OpenAPI document read on stdin with a standard validator (an ES module, so run
// apart from jest's CommonJS) and prints its verdict as JSON.
import { Validator } from '@seriousme/openapi-schema-validator';

let text = '';
for await (const chunk of process.stdin) text += chunk;
const verdict = await new Validator().validate(JSON.parse(text));
process.stdout.write(JSON.stringify(verdict));
