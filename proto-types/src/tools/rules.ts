/** The rules an answer stood on, each with its source: what the Italian fiscal and money tools show under a result. */
import { Type, type Static } from 'typebox';

export const AppliedRule = Type.Object({
  /** Italian: what the rule is («Saggio degli interessi legali (art. 1284 c.c.)»). */
  name: Type.String(),
  /** Italian, as said on the page («2,5% dal 01/01/2024»). */
  value: Type.String(),
  /** The law, decree or circular that sets it, with a link. */
  source: Type.Object({ title: Type.String(), url: Type.String() }),
  /** False when the value was not yet checked against the act or an official page: the page says so. */
  confirmed: Type.Boolean(),
  /** YYYY-MM-DD: when the value and its source were last checked. */
  checked: Type.String(),
});
export type AppliedRule = Static<typeof AppliedRule>;
