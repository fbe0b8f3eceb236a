import OpenAI from 'openai';
import type { FoodAnalysis } from '@orbita/proto-types';
import { AnswerRejectedError, interpretAnswer, ModelAnswer, MODEL_ANSWER_NAME } from './model-answer.js';
import { SYSTEM_PROMPT, USER_PROMPT } from './prompt.js';

export interface VisionModelOptions {
  apiKey: string;
  /** An OpenAI-compatible server; the SDK's default (OpenAI) when absent. */
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** The model took longer than the deadline, headers and body together. */
export class ModelDeadlineError extends Error {
  override name = 'ModelDeadlineError';
}

export interface ModelResult {
  analysis: FoodAnalysis;
  usage: { promptTokens: number; completionTokens: number } | null;
}

/** The vision model behind an OpenAI-compatible chat completions API. */
export class VisionModel {
  readonly model: string;
  private readonly client: OpenAI;
  private readonly timeoutMs: number;

  constructor(options: VisionModelOptions) {
    this.model = options.model;
    this.timeoutMs = options.timeoutMs;
    // No retries: a person is waiting, and a second 30-second attempt helps less than the retry button.
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  /**
   * Asks for the analysis of a JPEG. The deadline is ours, not only the SDK's, because the SDK's
   * timer stops once headers arrive and a server could then stall the body; `cancel` stops the
   * call when nobody waits for it any more. SDK errors and rejected answers are thrown as they come.
   */
  async analyze(jpeg: Buffer, cancel?: AbortSignal): Promise<ModelResult> {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const signal = cancel ? AbortSignal.any([deadline, cancel]) : deadline;
    try {
      return await this.request(jpeg, signal);
    } catch (error) {
      if (deadline.aborted) throw new ModelDeadlineError('deadline', { cause: error });
      throw error;
    }
  }

  private async request(jpeg: Buffer, signal: AbortSignal): Promise<ModelResult> {
    const completion = await this.client.chat.completions.create({
      model: this.model,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        {
          role: 'user',
          content: [
            { type: 'text', text: USER_PROMPT },
            { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } },
          ],
        },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: MODEL_ANSWER_NAME, strict: true, schema: ModelAnswer as unknown as Record<string, unknown> },
      },
    }, { signal });
    // A proxy in between may answer 200 with something else entirely (an HTML page, say).
    if (!Array.isArray((completion as { choices?: unknown }).choices)) throw new AnswerRejectedError('invalid');
    const message = completion.choices[0]?.message ?? {};
    const usage = completion.usage
      ? { promptTokens: completion.usage.prompt_tokens, completionTokens: completion.usage.completion_tokens }
      : null;
    return { analysis: interpretAnswer(message), usage };
  }
}
