// A local OpenAI-compatible server that answers every chat completion at once with the same
// analysis: the food-analysis figures then measure Orbita's own work (upload, type check,
// scaling, the call, the check of the answer), not a remote model's thinking time.
import http from 'node:http';

const ANALYSIS = {
  containsFood: true,
  ingredients: ['pasta', 'pomodoro', 'basilico', 'olio extravergine'],
  calories: 520,
  protein: 16,
  carbs: 88,
  fat: 12,
  confidence: 0.8,
};

function completion(model) {
  return {
    id: 'chatcmpl-bench',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(ANALYSIS), refusal: null } }],
    usage: { prompt_tokens: 850, completion_tokens: 60, total_tokens: 910 },
  };
}

export async function startFakeModel() {
  let calls = 0;
  const paths = new Map();
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      calls += 1;
      paths.set(`${request.method} ${request.url}`, (paths.get(`${request.method} ${request.url}`) ?? 0) + 1);
      let model = 'bench-model';
      try {
        model = JSON.parse(Buffer.concat(chunks).toString('utf8')).model ?? model;
      } catch {
        // Not JSON: answer anyway; the service under test decides what to make of it.
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(model)));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    calls: () => ({ calls, paths: Object.fromEntries(paths) }),
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
