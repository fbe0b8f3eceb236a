import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { FoodAnalysis } from '@orbita/proto-types';

/**
 * The answer the model must give, sent to it as the structured-output schema (strict mode: every
 * field required, nothing else allowed) and checked again on return, because a compatible server
 * may ignore the schema. The upper bounds reject numbers no single plate can have.
 */
export const ModelAnswer = Type.Object(
  {
    containsFood: Type.Boolean({ description: 'true se nella foto ci sono alimenti o bevande' }),
    ingredients: Type.Array(Type.String({ description: 'nome di un ingrediente, in italiano' }), { maxItems: 30 }),
    calories: Type.Number({ minimum: 0, maximum: 20_000, description: 'chilocalorie totali della porzione' }),
    protein: Type.Number({ minimum: 0, maximum: 2_000, description: 'grammi di proteine' }),
    carbs: Type.Number({ minimum: 0, maximum: 2_000, description: 'grammi di carboidrati' }),
    fat: Type.Number({ minimum: 0, maximum: 2_000, description: 'grammi di grassi' }),
    confidence: Type.Number({ minimum: 0, maximum: 1, description: 'affidabilità della stima, da 0 a 1' }),
  },
  { additionalProperties: false },
);
export type ModelAnswer = Static<typeof ModelAnswer>;

export const MODEL_ANSWER_NAME = 'analisi_alimenti';

export type AnswerProblem = 'invalid' | 'no-food' | 'refused';

export class AnswerRejectedError extends Error {
  override name = 'AnswerRejectedError';
  constructor(readonly problem: AnswerProblem) {
    super(problem);
  }
}

export interface ModelMessage {
  content?: string | null;
  refusal?: string | null;
}

/**
 * Where the JSON is in an answer. Local models (under Ollama, say) may ignore the requested format:
 * they wrap the object in a Markdown fence, or say a sentence before and after it.
 */
function jsonCandidates(text: string): string[] {
  const candidates = [text];
  const fenced = /```(?:json)?\s*([\s\S]*?)\s*```/i.exec(text);
  if (fenced) candidates.push(fenced[1]!);
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first >= 0 && last > first) candidates.push(text.slice(first, last + 1));
  return candidates;
}

function parse(content: string): unknown {
  for (const candidate of jsonCandidates(content)) {
    try {
      return JSON.parse(candidate);
    } catch {
      // Try the next place the object may be.
    }
  }
  return undefined;
}

const MAX_INGREDIENT_LENGTH = 80;

function cleanIngredients(names: string[]): string[] {
  const cleaned = names.map((name) => name.trim().slice(0, MAX_INGREDIENT_LENGTH)).filter((name) => name.length > 0);
  return [...new Set(cleaned)];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Turns the model's message into the analysis the client receives, or says why it cannot:
 * a refusal, an answer that breaks the schema, or a photo without food (never invented numbers).
 */
export function interpretAnswer(message: ModelMessage): FoodAnalysis {
  if (message.refusal) throw new AnswerRejectedError('refused');
  const answer = parse(message.content ?? '');
  if (!Value.Check(ModelAnswer, answer)) throw new AnswerRejectedError('invalid');
  const ingredients = cleanIngredients(answer.ingredients);
  if (!answer.containsFood || ingredients.length === 0) throw new AnswerRejectedError('no-food');
  return {
    ingredients,
    calories: Math.round(answer.calories),
    protein: oneDecimal(answer.protein),
    carbs: oneDecimal(answer.carbs),
    fat: oneDecimal(answer.fat),
    confidence: Math.round(answer.confidence * 100) / 100,
  };
}
