import { buildOpenApiDocument, COMMON_ERROR_CODES, SERVICE_ERROR_CODES, SERVICE_NAMES } from '@orbita/proto-types';
import { answeredCodes, namedCodes } from './answered-codes.js';

/** `"400 INVALID_INPUT"` lines, sorted and without repeats, to compare as lists. */
function pairs(list: Array<{ status: number; code: string }>): string[] {
  return [...new Set(list.map(({ status, code }) => `${status} ${code}`))].sort();
}

function documented(byStatus: Record<number, readonly string[]>): string[] {
  return pairs(Object.entries(byStatus).flatMap(([status, codes]) => codes.map((code) => ({ status: Number(status), code }))));
}

/** The kit's answers are every service's, the gateway's every call's: both are the common list. */
const COMMON_TREES = ['services/kit/src', 'gateway/src'];

describe('the error codes of the OpenAPI document', () => {
  it('can tell the status of every code written in the sources', () => {
    const trees = [...COMMON_TREES, ...SERVICE_NAMES.map((service) => `services/${service}/src`)];
    const unread = trees.flatMap(answeredCodes).filter(({ status }) => status === 0);
    expect(unread).toEqual([]);
    for (const tree of trees) expect(pairs(answeredCodes(tree)).map((pair) => pair.split(' ')[1])).toEqual(expect.arrayContaining(namedCodes(tree)));
  });

  it('lists exactly the codes the kit and the gateway answer, each with its status', () => {
    expect(documented(COMMON_ERROR_CODES)).toEqual(pairs(COMMON_TREES.flatMap(answeredCodes)));
  });

  it.each(SERVICE_NAMES.map((service) => [service]))('lists exactly the codes %s answers, each with its status', (service) => {
    expect(documented(SERVICE_ERROR_CODES[service])).toEqual(pairs(answeredCodes(`services/${service}/src`)));
  });

  it('shows every listed code somewhere in the document', () => {
    const text = JSON.stringify(buildOpenApiDocument());
    const listed = [...documented(COMMON_ERROR_CODES), ...SERVICE_NAMES.flatMap((service) => documented(SERVICE_ERROR_CODES[service]))];
    expect(listed.filter((pair) => !text.includes(pair.split(' ')[1]!))).toEqual([]);
  });
});
