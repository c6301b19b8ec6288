// A user's Tagger (core/tag/engine.ts): their rules, learned patterns and a model trained on their
// history, all read by the repository (db/repos/tag.ts); the worker keeps each user's trained model
// between imports (db/repos/tag-model-cache.ts).
import { Tagger } from '../../core/tag/engine.ts';
import { ruleOf, type TagRepo } from '../../db/repos/tag.ts';

/** The user's Tagger, and how many examples it learned from; `kept`: the worker's kept model was used. */
export async function taggerFor(tag: TagRepo, userId: string): Promise<{ tagger: Tagger; examples: number; kept?: boolean }> {
  if (tag.models) {
    const m = await tag.models.get(userId, () => trainedTagger(tag, userId));
    return { tagger: m.tagger, examples: m.examples, kept: m.source === 'kept' };
  }
  return trainedTagger(tag, userId);
}

async function trainedTagger(tag: TagRepo, userId: string): Promise<{ tagger: Tagger; examples: number }> {
  const [rules, patterns, examples] = await Promise.all([tag.rules(userId), tag.patterns(userId), tag.trainingExamples(userId)]);
  const tagger = new Tagger({ rules: rules.map(ruleOf), patterns });
  tagger.train(examples);
  return { tagger, examples: examples.length };
}
